-- | The running maximum and the index where it was reached, by `scan` with
-- a tuple operator over the elements zipped with their indices.
-- ==
-- random input { [10007]f32 } auto output
-- input { [1f32, 3f32, 2f32, 3f32, 5f32] } output { [1f32, 3f32, 3f32, 3f32, 5f32] [0i64, 1i64, 1i64, 1i64, 4i64] }
def main [n] (xs: [n]f32) : ([n]f32, [n]i64) =
  unzip (scan (\(x, i) (y, j) -> if y > x then (y, j) else (x, i))
              (f32.lowest, -1) (zip xs (iota n)))
