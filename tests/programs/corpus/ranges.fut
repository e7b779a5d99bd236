-- Range expressions: ..<, ..>, ..., strides, and iota.
-- ==
-- input { 5i64 } output { [0i64, 1i64, 2i64, 3i64, 4i64] [5i64, 4i64, 3i64, 2i64] [1i64, 3i64, 5i64] [0, 2, 4] [10, 8, 6] }

def main (n: i64) =
  (0..<n, n..>1, 1..3...n, 0..2..<5, 10..8...5 :> [3]i32)
