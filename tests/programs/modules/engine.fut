-- A random-number engine in the style of random-number libraries: a module
-- type with a submodule of the prelude's module type `integral` whose type
-- later specifications name (`int.t`), refined with `with int.t = T.t`,
-- a parametric module over a numeric module and a module of constants.
-- ==
-- input { 4i64 7 } output { [0u32, 48271u32, 96542u32, 144813u32] }
-- input { 1i64 3 } output { [0u32] }

module type rng_engine = {
  module int: integral
  type rng
  val rng_from_seed [n] : [n]i32 -> rng
  val split_rng : (n: i64) -> rng -> [n]rng
  val join_rng [n] : [n]rng -> rng
  val rand : rng -> (rng, int.t)
  val min : int.t
  val max : int.t
}

module lcg (T: integral) (P: { val a : T.t val c : T.t }) : rng_engine with int.t = T.t = {
  type t = T.t
  module int = T
  type rng = t
  def rng_from_seed [n] (seed: [n]i32) : rng =
    T.i32 (reduce (^) 0 (map2 (*) seed (map i32.i64 (iota n))))
  def rand (x: rng) : (rng, t) =
    let x' = (P.a T.* x) T.+ P.c
    in (x', x')
  def split_rng (n: i64) (x: rng) : [n]rng =
    map (\i -> x T.^ T.i64 i) (iota n)
  def join_rng [n] (xs: [n]rng) : rng = reduce (T.^) (T.i32 0) xs
  def min = T.lowest
  def max = T.highest
}

module minstd = lcg u32 { def a = 48271u32 def c = 0u32 }

module uniform_int (E: rng_engine) = {
  def rand (r: E.rng) : (E.rng, E.int.t) = E.rand r
}

module U = uniform_int minstd

def main (n: i64) (seed: i32) : [n]u32 =
  let r = minstd.rng_from_seed [seed]
  let rs = minstd.split_rng n r
  in map (\r -> (U.rand r).1) rs
