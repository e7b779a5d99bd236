-- | A periodic three-point average written with `rotate` instead of
-- indexing.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  map3 (\l c r -> (l + c + r) / 3) (rotate (-1) xs) xs (rotate 1 xs)
