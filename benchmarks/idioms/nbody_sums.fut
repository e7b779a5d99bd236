-- | All-pairs accelerations as three `f32.sum`s of the unzipped forces
-- (issue 16's spellings of `nbody`: an operator known commutative).
-- ==
-- random input { [101]f32 [101]f32 [101]f32 [101]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) : ([n]f32, [n]f32, [n]f32) =
  unzip3 (map3 (\xi yi zi ->
    let (fx, fy, fz) =
      unzip3 (map4 (\xj yj zj mj ->
                      let (dx, dy, dz) = (xj - xi, yj - yi, zj - zi)
                      let r2 = dx * dx + dy * dy + dz * dz + 1e-3
                      let inv = 1 / f32.sqrt r2
                      let s = mj * inv * inv * inv
                      in (dx * s, dy * s, dz * s)) xs ys zs ms)
    in (f32.sum fx, f32.sum fy, f32.sum fz)) xs ys zs)
