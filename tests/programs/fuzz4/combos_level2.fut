-- Level-2 features in combinations the generated programs mix: a
-- polymorphic function instantiated at a record type and given a lambda
-- inside a loop; a sum type with array and record payloads built and
-- matched inside a map; an existential size kept in a record field;
-- operator sections partially applied and captured in lambdas, composed.
-- ==
-- input { [1, -2, 3, 0] 2 }
-- output { 4 [3, 0, 5, 2] [6, 0, 14, 0] 6i64 [8, 8, 10, 8] [1, -2, 3, 0] [-1, -1, 0, -1] 10 }
-- input { [5] -1 }
-- output { 4 [7] [10] 6i64 [8] [5] [5] 25 }

type opt 't = #some t | #none
type shape [n] = #vec ([n]i32) | #rec {a: [n]i32, b: f32} | #none

def compose '^a '^b '^c (f: a -> b) (g: b -> c) : a -> c = \x -> g (f x)
def apply_n 't (n: i32) (f: t -> t) (x: t) : t = loop x for _i < n do f x
def upd 't (r: {v: t, c: i32}) (f: t -> t) = r with v = f r.v
def pos [n] (xs: [n]i32) : ?[k].[k]i32 = filter (> 0) xs
def mkrec [n] (xs: [n]i32) = let ys = pos xs in {ys, len = length ys}
def sumsq [n] (xs: [n]i32) = map (\x -> x * x) xs |> i32.sum

def main [n] (xs: [n]i32) (k: i32) =
  -- poly fn at record type passed to HOF inside loop
  let r0 = {v = {x = 1i32, y = 2i32}, c = 0i32}
  let r1 = loop r = r0 for i < 3 do upd r (\(p: {x: i32, y: i32}) -> p with x = p.x + i32.i64 i)
  let r2 = loop acc = {v = xs, c = k} for _i < 2 do upd acc (map (+ 1))
  -- sum with array payloads matched inside a map
  let shapes : [n](shape [n]) = map (\x -> if x > 0 then #vec (map (+ x) xs) else if x < 0 then #rec {a = xs, b = f32.i32 x} else #none) xs
  let s1 = map (\s -> match s case #vec v -> i32.sum v case #rec {a, b} -> i32.sum a + i32.f32 b case #none -> 0) shapes
  -- existential in record
  let mr = mkrec xs
  let s2 = mr.len + i64.i32 (i32.sum mr.ys)
  -- partial application of operator section captured in lambda
  let add = (+ k)
  let mx = (i32.max k)
  let g = \x -> add (mx x)
  let h = compose g (* 2)
  let s3 = map h xs
  let s4 = map (\x -> apply_n 2 (compose (k -) add) x) xs
  let o = map (\x -> if x > k then #some x else #none : opt i32) xs
  let s5 = map (\v -> match v case #some 3 -> 0 case #some x -> x case #none -> -1) o
  in (r1.v.x, r2.v, s1, s2, s3, s4, s5, (let l = mr.len in sumsq (mr.ys :> [l]i32)))
