-- All-pairs interactions: each body folds over every other body.  The
-- per-step reads (`xs[j]`) are the same for every body, so under a GPU
-- profile one thread per body reads them as broadcasts.
-- ==
-- input { [0f32, 1f32] [0f32, 0f32] [0f32, 0f32] [1f32, 1f32] }
-- output { [0.9985019f32, -0.9985019f32] [0f32, 0f32] [0f32, 0f32] }
-- random input { [1]f32 [1]f32 [1]f32 [1]f32 } auto output
-- random input { [257]f32 [257]f32 [257]f32 [257]f32 } auto output
-- random input { [1000]f32 [1000]f32 [1000]f32 [1000]f32 } auto output

def accel (xi: f32) (yi: f32) (zi: f32) (xj: f32) (yj: f32) (zj: f32) (mj: f32) : (f32, f32, f32) =
  let (dx, dy, dz) = (xj - xi, yj - yi, zj - zi)
  let r2 = dx * dx + dy * dy + dz * dz + 1e-3
  let inv = 1 / f32.sqrt r2
  let s = mj * inv * inv * inv
  in (dx * s, dy * s, dz * s)

def vadd (a: f32, b: f32, c: f32) (d: f32, e: f32, f: f32) = (a + d, b + e, c + f)

def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) =
  unzip3 (map3 (\xi yi zi -> reduce vadd (0, 0, 0) (map4 (accel xi yi zi) xs ys zs ms)) xs ys zs)
