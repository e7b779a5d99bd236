-- | Matrix-vector product with `tabulate` and a dot product per row.
-- ==
-- random input { [37][101]f32 [101]f32 } auto output
def main [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  tabulate n (\i -> reduce (+) 0 (map2 (*) a[i] v))
