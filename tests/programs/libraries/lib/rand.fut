-- A small random-number library in the usual shape.
module type rng_engine = {
  module int: integral
  type rng
  val rng_from_seed [n]: [n]i32 -> rng
  val split_rng: (n: i64) -> rng -> [n]rng
  val join_rng [n]: [n]rng -> rng
  val rand: rng -> (rng, int.t)
  val min: int.t
  val max: int.t
}

module type rng_distribution = {
  module num: numeric
  module engine: rng_engine
  type distribution
  val rand: distribution -> engine.rng -> (engine.rng, num.t)
}

module lcg (T: integral) (P: {val a: T.t val c: T.t val m: T.t})
  : rng_engine with int.t = T.t with rng = T.t = {
  type t = T.t
  type rng = t
  module int = T
  def rand (x: rng): (rng, t) =
    let rng' = (P.a T.* x T.+ P.c) T.%% P.m
    in (rng', rng')
  def rng_from_seed [n] (seed: [n]i32) =
    let seed' = loop seed' = T.i32 1 for i < n do ((seed' T.>>> T.i32 16) T.^ seed') T.^ T.i32 seed[i]
    in rand seed' |> (.0)
  def split_rng (n: i64) (x: rng): [n]rng =
    map (\i -> x T.^ T.i64 i) (iota n)
  def join_rng [n] (xs: [n]rng) = reduce (T.^) (T.i32 0) xs
  def min = T.i32 0
  def max = P.m
}

module minstd = lcg u32 {def a = 48271u32 def c = 0u32 def m = 2147483647u32}

module uniform_real (R: real) (E: rng_engine)
  : rng_distribution with num.t = R.t with engine.rng = E.rng with distribution = (R.t, R.t) = {
  module engine = E
  module num = R
  type distribution = (num.t, num.t)
  def to_R (x: E.int.t) = R.u64 (u64.i64 (E.int.to_i64 x))
  def rand ((min_r, max_r): distribution) (rng: E.rng) =
    let (rng', x) = E.rand rng
    let x' = R.((to_R x - to_R E.min) / (to_R E.max - to_R E.min))
    in (rng', R.(min_r + x' * (max_r - min_r)))
}
