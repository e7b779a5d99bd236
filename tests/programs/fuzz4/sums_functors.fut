-- Sums in tuples matched together, a polymorphic sum `opt` mapped with a
-- composed section, an `opt` loop accumulator, a functor applied at i32
-- and at a tuple type with a record accumulator, a tuple of functions
-- destructured by a lambda, a local polymorphic function at two types.
-- ==
-- input { [1, 2, 3, 4] 2 }
-- output { 4 [6, 8, 10, 12] [0, 3, 0, 5] 7 4 10 4i64 10f32 4 2 2 [14, 18, 22, 26] }
-- input { [7] 9 }
-- output { -1 [144] [0] 99 1 7 1i64 7f32 7 9 9 [14] }

type opt 't = #some t | #none
def opt_max (a: opt i32) (b: opt i32) : opt i32 =
  match (a, b)
  case (#some x, #some y) -> #some (i32.max x y)
  case (#some x, #none) -> #some x
  case (#none, b') -> b'
def fmap 'a 'b (f: a -> b) (o: opt a) : opt b = match o case #some x -> #some (f x) case #none -> #none
def get 't (d: t) (o: opt t) : t = match o case #some x -> x case #none -> d
module type ops = { type t val combine : t -> t -> t val zero : t }
module Stats (O: ops) = {
  type acc = {total: O.t, count: i64}
  def step (a: acc) (x: O.t) : acc = {total = O.combine a.total x, count = a.count + 1}
  def run [n] (xs: [n]O.t) : acc = loop a = {total = O.zero, count = 0} for x in xs do step a x
}
module SI = Stats { type t = i32 def combine = (+) def zero = 0i32 }
module SP = Stats { type t = (f32, i32) def combine (a: t) (b: t) = (a.0 + b.0, a.1 ^ b.1) def zero = (0f32, 0i32) }
def main [n] (xs: [n]i32) (k: i32) =
  let os = map (\x -> if x % 2 == 0 then #some x else #none) xs
  let m = reduce opt_max #none os |> get (-1)
  let fs = (\x -> x + k, \x -> x * k)
  let app2 = \(f, g) x -> g (f x)
  let ys = map (app2 fs) xs
  let zs = map (fmap (+ 1) >-> get 0) os
  let st = loop (acc, seen) = (#none : opt i32, 0) for x in xs do
             (if x > k then fmap (+ x) (match acc case #none -> #some 0 case s -> s) else acc, seen + 1)
  let a = SI.run xs
  let b = SP.run (zip (map f32.i32 xs) xs)
  let local_poly = let pair 'a (x: a) = (x, x) in (pair k, pair (opt_max #none (#some k)))
  let cnt = map (\x -> let g = (+ x) in map g xs |> i32.sum) xs
  in (m, ys, zs, get 99 st.0, st.1, a.total, a.count, b.total.0, b.total.1, local_poly.0.1, get 0 local_poly.1.0, cnt)
