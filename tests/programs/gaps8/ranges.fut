-- Language reference probe (gaps8): ranges.
-- ==
-- input { 10i64 } output { [0i64,1,2,3,4,5,6,7,8,9] [10i64,8,6,4,2] [1i64,4,7,10] [10i64, 9, 8, 7, 6, 5, 4, 3, 2, 1] [0i64, 3, 6, 9] }
entry main (n: i64) = (0..<n, n..8...1, 1..4...n, n..>0, 0..3..<n)
