-- | Three outputs from three inputs through `zip3`, `map` and `unzip3`.
-- ==
-- random input { [100003]f32 [100003]f32 [100003]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) : ([n]f32, [n]f32, [n]f32) =
  unzip3 (map (\(x, y, z) -> (x + y, y * z, x - z)) (zip3 xs ys zs))
