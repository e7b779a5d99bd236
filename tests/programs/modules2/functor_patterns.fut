-- Library patterns: a distribution module holding its engine as a
-- submodule (`with engine.t = E.t`), a functor opening its parameter
-- with operator members, a product of modules, a size-parametric
-- abstract type, a size-lifted abstract type.
-- ==
-- input { [[1, 2], [3, 4]] 5i64 }
-- output { 2.0f32 [[7, 10], [15, 22]] [[false]] 12 5i64 10i64 }

module type rng = { type t val next: t -> t }
module type dist = { module engine: rng type d val sample: d -> engine.t -> (engine.t, f32) }
module mk_dist (E: rng) : dist with engine.t = E.t with d = f32 = {
  module engine = E
  type d = f32
  def sample (k: d) (s: E.t) = (E.next s, k)
}
module lcg = { type t = u32 def next (x: u32) = x * 1664525 + 1013904223 }
module Dist = mk_dist lcg

module type ops = { type t val zero: t val (+): t -> t -> t val (*): t -> t -> t }
module matrix (O: ops) = {
  open O
  def dot [n] (a: [n]t) (b: [n]t) : t = reduce (+) zero (map2 (*) a b)
  def matmul [n][m][p] (a: [n][m]t) (b: [m][p]t) : [n][p]t = map (\r -> map (dot r) (transpose b)) a
}
module I = matrix { type t = i32 def zero = 0i32 def (+) (a: i32) (b: i32) = a i32.+ b def (*) (a: i32) (b: i32) = a i32.* b }
module B = matrix { type t = bool def zero = false def (+) = (||) def (*) = (&&) }

module type mt = { type t val f: t -> i32 }
module pair (A: mt) (B: mt) : mt with t = (A.t, B.t) = {
  type t = (A.t, B.t)
  def f ((a, b): t) = A.f a + B.f b
}
module int = { type t = i32 def f (x: i32) = x }
module boolm = { type t = bool def f (b: bool) = if b then 1 else 0 }
module P = pair int (pair boolm int)

module type sized = { type arr [n] val mk: (n: i64) -> arr [n] val len [n]: arr [n] -> i64 }
module S : sized = { type arr [n] = [n]i32 def mk (n: i64) : arr [n] = replicate n 0 def len [n] (_: arr [n]) = n }

module type lifted = { type~ t val mk: i64 -> t val size: t -> i64 }
module L : lifted = { type~ t = []i32 def mk (n: i64) : t = replicate n 0 def size (xs: t) = length xs }
module Twice (X: lifted) = { def twice (n: i64) = X.size (X.mk n) * 2 }
module LT = Twice L

def main (a: [2][2]i32) (n: i64) =
  ((Dist.sample 2.0 7u32).1, I.matmul a a, B.matmul [[true]] [[false]], P.f (5, (true, 6)), S.len (S.mk n), LT.twice n)
