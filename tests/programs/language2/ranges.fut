-- Range expressions: inclusive, exclusive, downwards, with a step.
-- ==
-- input { 5i64 }
-- output { [1i64, 2i64, 3i64, 4i64, 5i64] [0i64, 1i64, 2i64, 3i64, 4i64] [5i64, 4i64, 3i64, 2i64, 1i64] [0i64, 2i64, 4i64] [5i64, 3i64, 1i64] 10i64 }

entry main (n: i64) =
  (1...n, 0..<n, n..>0, 0..2...n, n..(n - 2)..>0, loop acc = 0 for i in 1..<n do acc + i)
