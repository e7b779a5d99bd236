-- match on tuples of sums with multi-field and record payloads, for-in over ranges and over mapped arrays, nested size-expression types.
-- ==
-- input { 4i64 }
-- output { 6i64 12i64 [11i32, 12i32, -1i32, -1i32, 0i32] [1i32, 2i32, 0i32, 0i32] }

type shape = #point i32 i32 | #circle {c: (i32, i32), r: i32} | #none
type vec [n] = [n]i32

def pad [n] (v: vec [n]) : vec [n + 1] = v ++ [0]

def both (a: shape) (b: shape) : i32 =
  match (a, b)
  case (#point x y, #point u v) -> x * u + y * v
  case (#circle {c = (cx, _), r}, #none) -> cx + r
  case (#none, _) -> -1
  case _ -> 0

entry main (n: i64) =
  let s = loop acc = 0 for x in 0..<n do acc + x
  let t = loop acc = 0 for x in (iota n |> map (* 2)) do acc + x
  let r = [both (#point 1 2) (#point 3 4), both (#circle {c = (5, 6), r = 7}) #none, both #none #none, both #none (#point 1 1), both (#point 1 1) #none]
  in (s, t, r, pad (pad [1, 2]))
