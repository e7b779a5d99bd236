-- Random inputs of the requested types and shapes; the program checks
-- properties that hold for any values of those types.
-- ==
-- random input { [100]i32 [100]f32 } output { true }
-- random input { [0]i32 [0]f32 } output { true }
-- entry: shapes
-- random input { [3][7]i64 [5]u8 bool } output { 3i64 7i64 5i64 true }
-- entry: wraps
-- random input { [1000]u8 } output { true }
-- entry: wraps16
-- random input { [1000]i16 } output { true }

def main [n] (xs: [n]i32) (ys: [n]f32) =
  let evens = filter (\x -> x % 2 == 0) xs
  let odds = filter (\x -> x % 2 != 0) xs
  let zs = map2 (\x y -> f32.i32 x + y) xs ys
  in length evens + length odds == n
     && i32.sum (map (\x -> x ^ x) xs) == 0
     && length zs == n
     && all (\y -> !f32.isnan y) ys

entry shapes [a][b][c] (m: [a][b]i64) (v: [c]u8) (flag: bool) =
  let _ = (m, v) in (a, b, c, flag || !flag)

entry wraps [n] (xs: [n]u8) =
  u8.sum xs == u8.u64 (u64.sum (map u64.u8 xs))

entry wraps16 [n] (xs: [n]i16) =
  i16.sum xs == i16.i64 (i64.sum (map i64.i16 xs))
