-- | All-pairs gravitational accelerations of n bodies (softened).
-- ==
-- random input { [101]f32 [101]f32 [101]f32 [101]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) : ([n]f32, [n]f32, [n]f32) =
  unzip3 (map3 (\xi yi zi ->
    let (ax, ay, az) =
      reduce (\(a, b, c) (d, e, f) -> (a + d, b + e, c + f)) (0, 0, 0)
        (map4 (\xj yj zj mj ->
                 let (dx, dy, dz) = (xj - xi, yj - yi, zj - zi)
                 let r2 = dx * dx + dy * dy + dz * dz + 1e-3
                 let inv = 1 / f32.sqrt r2
                 let s = mj * inv * inv * inv
                 in (dx * s, dy * s, dz * s))
              xs ys zs ms)
    in (ax, ay, az)) xs ys zs)
