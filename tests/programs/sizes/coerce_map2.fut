-- A coercion makes two arrays of unrelated sizes usable together (map2).
-- ==
-- input { 3i64 3i64 [1, 2, 3] [10, 20, 30] } output { [11, 22, 33] }
-- input { 3i64 2i64 [1, 2, 3] [10, 20] } error: 5:69: size mismatch: coercion to \[n\] where n = 3 but the array has 2 elements
def main (n: i64) (m: i64) (xs: [n]i32) (ys: [m]i32) = map2 (+) xs (ys :> [n]i32)
