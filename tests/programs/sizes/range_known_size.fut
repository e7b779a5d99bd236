-- A range 0..<n, 0..1..<n or 1..2...n has size n, so it zips with,
-- scatters into and is returned as an array of size n without a coercion.
-- ==
-- input { 5i64 [3i32, 1i32, 4i32, 1i32, 5i32] }
-- output { [0i32, 3i32, 4i32, 8i32, 9i32] [1i64, 2i64, 3i64, 4i64, 5i64] 12i32 }
-- input { 0i64 empty([0]i32) }
-- error: Range 1..2...0 is invalid

def shift_right [n] (xs: [n]i32) : *[n]i32 =
  scatter (replicate n 0) (map (+ 1) (0..1..<n)) (scan (+) 0 xs)

def counting (n: i64) : [n]i64 = 1..2...n

def main [n] (k: i64) (xs: [n]i32) =
  let ks = counting k
  let pairs = zip xs (0..<n)
  in (shift_right xs, ks, i32.sum (map (\(x, i) -> x * i32.i64 (i % 2)) pairs) + 10)
