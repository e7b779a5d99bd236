-- A coarsened 1-D map with two inputs, two results and an index-dependent
-- body (the staged private arrays are one per result).
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32] [10i32, 20i32, 30i32, 40i32, 50i32] }
-- output { [11i32, 22i32, 33i32, 44i32, 55i32] [9i64, 18i64, 27i64, 36i64, 45i64] }
-- random input { [777]i32 [777]i32 } auto output
-- compiled random input { [65537]i32 [65537]i32 } auto output
def main [n] (xs: [n]i32) (ys: [n]i32): ([n]i32, [n]i64) =
  unzip (map3 (\x y i -> (x + y, i64.i32 (y - x) + 0 * i)) xs ys (iota n))
