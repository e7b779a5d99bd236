-- `for i in a..<b` and `a..b` (ranges are arrays).
-- ==
-- input { 2 5 } output { 9 14 }
entry main (a: i32) (b: i32) =
  (loop s = 0 for i in a..<b do s + i, loop s = 0 for i in a..b do s + i)
