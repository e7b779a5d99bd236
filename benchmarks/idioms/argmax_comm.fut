-- | The largest element and its first index, by `reduce_comm` of the
-- (value, index) pairs.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : (f32, i64) =
  reduce_comm (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
              (f32.lowest, -1) (zip xs (iota n))
