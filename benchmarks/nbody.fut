-- | N-Body (CGO'17): the acceleration of each of n bodies from all the
-- others (one all-pairs step), with softening.
-- bench: bytes 4*7*n flops 20*n*n
-- ==
-- input @ data/nbody-small.in output @ data/nbody-small.out
-- large input @ data/nbody-32K.in output @ data/nbody-32K.out

def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32)
    : ([n]f32, [n]f32, [n]f32) =
  let eps = 0.01f32
  let acc = map3 (\xi yi zi ->
      loop (ax, ay, az) = (0f32, 0f32, 0f32) for j < n do
        let dx = xs[j] - xi
        let dy = ys[j] - yi
        let dz = zs[j] - zi
        let r2 = dx * dx + dy * dy + dz * dz + eps
        let inv = 1 / f32.sqrt r2
        let s = ms[j] * inv * inv * inv
        in (ax + dx * s, ay + dy * s, az + dz * s))
      xs ys zs
  in unzip3 acc
