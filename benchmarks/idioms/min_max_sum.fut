-- | Several reductions over one array: minimum, maximum and mean.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : (f32, f32, f32) =
  (f32.minimum xs, f32.maximum xs, f32.sum xs / f32.i64 n)
