-- Range expressions: exclusive, inclusive, with a step, downwards, and of
-- other integer types.
-- ==
-- input { 5i64 }
-- output { [0i64, 1i64, 2i64, 3i64, 4i64] [1i64, 2i64, 3i64, 4i64, 5i64] [0i64, 2i64, 4i64] [5i64, 4i64, 3i64, 2i64, 1i64] [5i64, 3i64, 1i64] [1u8, 2u8, 3u8] 4i64 }

entry main (n: i64) =
  (0..<n, 1...n, 0..2...n, n..n-1...1, n..n-2..>0, 1u8...3, length (2..<6))
