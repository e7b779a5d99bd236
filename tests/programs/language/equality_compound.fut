-- `==` and `!=` on compound values: tuples, records, arrays (also
-- two-dimensional), sums with payloads, and the sections `(==)` and
-- `(!= x)` over arrays of tuples.
-- ==
-- input { 1i32 [1i32, 2i32] [1i32, 2i32] }
-- output { true false true true false false true [true, false] [false, true] true }
-- input { 2i32 [1i32, 2i32] [1i32, 3i32] }
-- output { false true false true true false false [true, true] [true, false] false }
-- input { 3i32 [7i32] [7i32] }
-- output { false true false true false false true [true, false] [true, true] false }

type shape = #circle i32 | #rect i32 i32 | #none

entry main [n] (k: i32) (xs: [n]i32) (ys: [n]i32) =
  let p = (k, true)
  let r = {a = k, b = [k, k]}
  let s: shape = if k == 1 then #circle 1 else #rect 1 k
  let pairs = [(1, true), (2, false)]
  in ( p == (1, true)
     , p != (1, true)
     , r == {a = 1, b = [1, 1]}
     , s == s
     , s == #rect 1 2
     , s == #none
     , xs == ys
     , map2 (==) pairs [(1, true), (k, false)]
     , map (!= (k, true)) [(1, true), (2, true)]
     , [[1, 2], [3, k + 3]] == [[1, 2], [3, 4]] )
