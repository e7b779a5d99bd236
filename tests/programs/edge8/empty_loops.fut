-- Loops that run zero times return their initial state.
-- ==
-- entry: for_zero
-- input { 0i64 5 } output { 5 }
-- input { 3i64 1 } output { 12 }
-- entry: while_false
-- input { 7 } output { 7 }
-- input { 103 } output { 100 }
-- entry: for_in
-- input { empty([0]i32) } output { 7 }
-- input { [1, 2] } output { 10 }
-- entry: range
-- input { 3i64 3i64 } output { 0i64 }
-- input { 1i64 4i64 } output { 6i64 }
-- input { 5i64 3i64 } error: Range 5..<3 is invalid
-- entry: rows_loop
-- input { empty([0][2]i32) } output { [0, 0] }
-- input { [[1, 2], [3, 4]] } output { [4, 6] }

entry for_zero (n: i64) (x: i32) = loop acc = x for i < n do acc * 2 + i32.i64 i
entry while_false (x: i32) = loop y = x while y > 100 do y - 1
entry for_in (xs: []i32) = loop s = 7 for x in xs do s + x
entry range (a: i64) (b: i64) = loop s = 0 for i in a..<b do s + i
entry rows_loop [m] (xss: [][m]i32) =
  loop acc = replicate m 0 for row in xss do map2 (+) acc row
