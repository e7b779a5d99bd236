-- Library style with sealing: an engine sealed with its integer type
-- refined, a distribution functor over (real, engine), entry points
-- taking and returning the abstract state, a lifted abstract type.
-- ==
-- entry: main
-- input { 2i64 } output { [4.5f32, 5.5f32] }
-- entry: happ
-- input { 5 } output { 7 }

module type rng_engine = {
  module int: integral
  type rng
  val rng_from_seed [n]: [n]i32 -> rng
  val split_rng: (n: i64) -> rng -> [n]rng
  val rand: rng -> (rng, int.t)
}
module E: rng_engine with int.t = u32 = {
  module int = u32
  type rng = u32
  def rng_from_seed [n] (xs: [n]i32) = u32.i32 (i32.sum xs) + 1
  def split_rng (n: i64) (r: rng) : [n]rng = map (\i -> r + u32.i64 i) (iota n)
  def rand (r: rng) = (r * 3, r)
}
module normal (R: real) (E: rng_engine) = {
  def rand (m: R.t) (r: E.rng) : (E.rng, R.t) =
    let (r, x) = E.rand r
    in (r, R.(m + u64 (u64.i64 (E.int.to_i64 x))))
}
module N = normal f32 E
entry main (n: i64) : [n]f32 =
  let rs = E.split_rng n (E.rng_from_seed [1, 2])
  in map (\r -> (N.rand 0.5 r).1) rs
entry state (x: i32) : E.rng = E.rng_from_seed [x]
entry unstate (r: E.rng) : u32 = (E.rand r).1
type^ fnrec = {f: i32 -> i32}
module type H = { type^ h val mk: i32 -> h val app: h -> i32 -> i32 }
module Hm: H = { type^ h = i32 -> i32 def mk (k: i32) : h = (+ k) def app (f: h) (x: i32) = f x }
entry happ (x: i32) = Hm.app (Hm.mk 2) x
