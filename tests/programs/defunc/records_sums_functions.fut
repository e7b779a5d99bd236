-- Functions in records and sums, which defunctionalisation sees before the
-- `records` pass makes them tuples: constructors with function payloads
-- taken apart by `match` and `let`, records of functions matched by record
-- patterns, updates of function fields (nested, and of a one-field
-- record), and comparisons of records and sums inside lambdas.
-- ==
-- input { 4 [1, 2, 3] }
-- output { 20 6 [5, 6] 7 12 104 6 7 5 true true [true, true, false] [true, false, true] 18 }

type^ act = #scale (i32 -> i32) i32 | #plain i32
type^ wrap = #w (i32 -> i32)
type^ ops = {f: i32 -> i32, n: i32}
type^ one = {g: i32 -> i32}
type shape = #circle f32 | #rect f32 f32 | #empty

def run_act (a: act) : i32 =
  match a
  case #scale f x -> f x
  case #plain x -> x

def mk (k: i32) : act = #scale (\x -> x + k) k

def run_wrap (a: wrap) (x: i32) : i32 =
  match a
  case #w f -> f x

def go (o: ops) =
  match o
  case {f, n = 0} -> f 100
  case {n, f} -> f n

entry main (k: i32) (xs: [3]i32) =
  let a = mk k
  let b : act = #scale (* 3) 2
  let r2 = match b case #plain x -> x case #scale f x -> f x
  let in_map = map (\y -> match a case #scale f _ -> f y case #plain x -> x) [1, 2]
  let o : ops = {f = (+ k), n = 3}
  let p = o with f = (\x -> x * k)
  let q : one = {g = \x -> x - k}
  let r = q with g = (\x -> q.g x + 1)
  let nested = {a = {b = (* 2), c = 1}, d = k}
  let nested2 = nested with a.b = (\x -> x + nested.d)
  let shapes : []shape = map (\x -> if x == 1 then #circle 1 else if x == 2 then #rect 1 2 else #empty) xs
  let same = map2 (\s t -> s == t && {s, n = 1i32} != {s = t, n = 2}) shapes [#circle 1, #rect 2 1, #empty]
  let #w g = (#w (+ k) : wrap)
  in ( run_act (#scale (\x -> x * k) 5), r2, in_map
     , go o, go p, go (o with n = 0)
     , q.g 10, r.g 10, nested2.a.b nested2.a.c
     , {x = 1, y = 2} == {y = 2, x = 1}, (#rect 1 2 : shape) != #rect 1 3
     , map (\s -> !(s == #empty)) shapes, same, run_wrap (#w (\x -> g x * 2)) 5 )
