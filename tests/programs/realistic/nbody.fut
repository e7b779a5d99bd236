-- One step of an n-body simulation (softened gravity, leapfrog-style
-- update): a map over bodies with an inner reduction over all bodies.
-- ==
-- input { [0f32, 1f32] [0f32, 0f32] [0f32, 0f32] [0f32, 0f32] [0f32, 0f32] [0f32, 0f32] [1f32, 1f32] 0.1f32 }
-- output { [0.009851853f32, 0.99014815f32] [0f32, 0f32] [0f32, 0f32]
--          [0.098518534f32, -0.098518534f32] [0f32, 0f32] [0f32, 0f32] }
-- input { [0f32, 1f32, 0f32] [0f32, 0f32, 1f32] [0f32, 0f32, 0f32] [0f32, 0f32, 0.5f32] [0f32, 0f32, 0f32] [0f32, 0f32, 0f32] [1f32, 2f32, 3f32] 0.1f32 }
-- output { [0.019703707f32, 0.9796206f32, 0.057018364f32] [0.02955556f32, 0.010527547f32, 0.9831298f32] [0f32, 0f32, 0f32]
--          [0.19703707f32, -0.203794f32, 0.57018363f32] [0.2955556f32, 0.105275466f32, -0.16870217f32] [0f32, 0f32, 0f32] }
-- random input { [100]f32 [100]f32 [100]f32 [100]f32 [100]f32 [100]f32 [100]f32 f32 } auto output

def eps2: f32 = 0.01

def accel [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) (x: f32) (y: f32) (z: f32) =
  let contrib (xj, yj, zj, mj) =
    let (dx, dy, dz) = (xj - x, yj - y, zj - z)
    let d2 = dx * dx + dy * dy + dz * dz + eps2
    let s = mj / (d2 * f32.sqrt d2)
    in (s * dx, s * dy, s * dz)
  let add (a0, a1, a2) (b0, b1, b2) = (a0 + b0, a1 + b1, a2 + b2)
  in reduce add (0, 0, 0) (map contrib (zip4 xs ys zs ms))

entry main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32)
               (vxs: [n]f32) (vys: [n]f32) (vzs: [n]f32) (ms: [n]f32) (dt: f32) =
  let (axs, ays, azs) = unzip3 (map3 (accel xs ys zs ms) xs ys zs)
  let vxs' = map2 (\v a -> v + a * dt) vxs axs
  let vys' = map2 (\v a -> v + a * dt) vys ays
  let vzs' = map2 (\v a -> v + a * dt) vzs azs
  in (map2 (\p v -> p + v * dt) xs vxs', map2 (\p v -> p + v * dt) ys vys',
      map2 (\p v -> p + v * dt) zs vzs', vxs', vys', vzs')
