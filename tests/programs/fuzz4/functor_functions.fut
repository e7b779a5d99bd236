-- A functor over a module with a function value, applied at i32, at a
-- record holding an array and at a tuple: its loop, its map of a
-- composition, and its higher-order function (`'^g`) given lambdas that
-- apply the module's function; a functor's function partially applied in
-- a map.
-- ==
-- input { [1, -2, 3] 2 }
-- output { 2 7 [-2, -3, -6] 4 [2, -1, 4] [0, -6, 5] [false, false, true] }

module type fn = { type t val f : t -> t val show : t -> i32 }
module Iter (F: fn) = {
  def n_times (n: i32) (x: F.t) : F.t = loop x for _i < n do F.f x
  def all [m] (xs: [m]F.t) : [m]i32 = map (F.f >-> F.show) xs
  def with_hof '^g (h: (F.t -> F.t) -> g) : g = h F.f
}
module Inc = Iter { type t = i32 def f = (+ 1) def show = id }
module Rec = Iter { type t = {a: i32, b: [2]i32} def f (r: t) = r with a = r.a + r.b[0] def show (r: t) = r.a * 10 + r.b[1] }
module Tup = Iter { type t = (i32, bool) def f ((x, b): t) : t = (if b then x * 2 else x - 1, !b) def show ((x, b): t) = if b then x else -x }
def main [n] (xs: [n]i32) (k: i32) =
  let a = Inc.n_times k 0
  let b = Rec.n_times 3 {a = 1, b = [k, 7]}
  let c = Tup.all (map (\x -> (x, x > 0)) xs)
  let d = Inc.with_hof (\f -> f (f k))
  let e = Rec.with_hof (\f -> map (\x -> (f {a = x, b = [1, 2]}).a) xs)
  let g = map (Tup.n_times 2) (zip xs (map (> 1) xs))
  in (a, b.a, c, d, e, map (.0) g, map (.1) g)
