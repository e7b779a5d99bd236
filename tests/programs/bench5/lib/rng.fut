-- Small pseudo-random number engines behind one module type, and a
-- functor that turns an engine into uniform floats in [0,1).

module type rng_engine = {
  type rng
  val rng_from_seed : i32 -> rng
  val rand : rng -> (rng, u32)
  val split_rng : (n: i64) -> rng -> [n]rng
}

module xorshift32 : rng_engine = {
  type rng = u32
  def rng_from_seed (s: i32) : rng =
    let x = u32.i32 s ^ 0x9E3779B9
    in if x == 0 then 1 else x
  def rand (x: rng) : (rng, u32) =
    let x = x ^ (x << 13)
    let x = x ^ (x >> 17)
    let x = x ^ (x << 5)
    in (x, x)
  def split_rng (n: i64) (x: rng) : [n]rng =
    tabulate n (\i -> let y = x ^ (u32.i64 i * 0x85EBCA6B + 1)
                      in if y == 0 then 1 else y)
}

module lcg : rng_engine = {
  type rng = {state: u32}
  def rng_from_seed (s: i32) : rng = {state = u32.i32 s}
  def rand ({state}: rng) : (rng, u32) =
    let s' = state * 1664525 + 1013904223
    in ({state = s'}, s')
  def split_rng (n: i64) ({state}: rng) : [n]rng =
    map (\i -> {state = state ^ (u32.i64 i * 2654435761)}) (iota n)
}

module mk_uniform (E: rng_engine) = {
  type rng = E.rng
  def uniform (r: rng) : (rng, f32) =
    let (r', x) = E.rand r
    in (r', f32.u32 (x >> 8) / 16777216f32)
  def uniforms (n: i64) (r: rng) : (rng, [n]f32) =
    let rs = E.split_rng n r
    let (rs', xs) = unzip (map uniform rs)
    in (rs'[0], xs)
}
