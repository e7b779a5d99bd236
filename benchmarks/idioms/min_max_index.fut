-- | The smallest and the largest element with their first indices, in one
-- reduction of 4-tuples.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : (f32, i64, f32, i64) =
  reduce (\(a, i, b, j) (c, k, d, l) ->
            let (mn, mi) = if a < c || (a == c && i < k) then (a, i) else (c, k)
            let (mx, xi) = if b > d || (b == d && j < l) then (b, j) else (d, l)
            in (mn, mi, mx, xi))
         (f32.inf, -1, f32.lowest, -1)
         (map2 (\x i -> (x, i, x, i)) xs (iota n))
