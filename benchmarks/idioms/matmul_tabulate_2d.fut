-- | Matrix product with `tabulate_2d`, indexing the columns of b directly.
-- ==
-- random input { [33][17]f32 [17][29]f32 } auto output
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> reduce (+) 0 (map2 (*) a[i] (map (\r -> r[j]) b)))
