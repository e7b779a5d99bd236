-- | The largest element and its first index as an i32 (the pairs zip the
-- elements with `map i32.i64 (iota n)`).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : (f32, i32) =
  reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
         (f32.lowest, -1) (zip xs (map i32.i64 (iota n)))
