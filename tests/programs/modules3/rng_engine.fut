-- A random number engine in the style of a library: a module type with a
-- submodule of the prelude's `integral`, refined with `with int.t = u32`,
-- and a distribution functor over the engine.
-- ==
-- input { 7i32 } output { 1 [2, 3, 6] }

module type rng_engine = {
  module int: integral
  type rng
  val rng_from_seed: [1]i32 -> rng
  val rand: rng -> (rng, int.t)
  val min: int.t
  val max: int.t
}

module lcg : rng_engine with int.t = u32 = {
  module int = u32
  type rng = u32
  def rng_from_seed (s: [1]i32) = u32.i32 s[0]
  def rand (x: rng) = let y = x * 5 + 3 in (y, y % 16)
  def min = 0u32
  def max = 15u32
}

module uniform (E: rng_engine) = {
  def draw (lo: i32) (hi: i32) (r: E.rng) : (E.rng, i32) =
    let (r, x) = E.rand r
    in (r, lo + i32.i64 (E.int.to_i64 x) % (hi - lo + 1))
}

module U = uniform lcg

def main (seed: i32) =
  let r = lcg.rng_from_seed [seed]
  let (r, a) = U.draw 1 6 r
  let (r, b) = U.draw 1 6 r
  let (r, c) = U.draw 1 6 r
  let (_, d) = U.draw 1 6 r
  in (a + 0 * d, [b, c, d])
