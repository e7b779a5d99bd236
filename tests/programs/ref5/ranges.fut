-- Range expressions: ..<, ..., ..>, with strides, empty ranges and the
-- run-time errors of invalid ones.
-- ==
-- entry: r
-- input { 5 }
-- output { [1, 2, 3, 4] [1, 2, 3, 4, 5] [0, 2, 4] [5, 4, 3, 2] [10, 8, 6, 4] }
-- entry: r_empty
-- input { 3 }
-- output { empty([0]i32) 1i64 }
-- entry: r_bad
-- input { 3 1 }
-- error: .
-- entry: r_same
-- input { 1 }
-- error: .
-- entry: r64
-- input { 4i64 }
-- output { [0i64, 1i64, 2i64, 3i64] [2u8, 3u8] }

entry r (n: i32) = (1..<n, 1...n, 0..2...n, n..>1, 10..8..>2 + n - 5)
entry r_empty (n: i32) = (n..<n, length (n...n))
entry r_bad (a: i32) (b: i32) = a..<b
entry r_same (a: i32) = a..a...5
entry r64 (n: i64) = (0..<n, 2u8...3u8)
