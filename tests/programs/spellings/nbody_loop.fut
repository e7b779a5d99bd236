-- n-body with a loop over the other bodies accumulating three components:
-- the same SegRed of three results as the `reduce` over `map4` spelling
-- (benchmarks/idioms/nbody.fut), with its one-thread-per-body kernel.
-- ==
-- random input { [1]f32 [1]f32 [1]f32 [1]f32 } auto output
-- random input { [101]f32 [101]f32 [101]f32 [101]f32 } auto output
-- random input { [0]f32 [0]f32 [0]f32 [0]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Loop 0 }
def main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (ms: [n]f32) : ([n]f32, [n]f32, [n]f32) =
  unzip3 (map3 (\xi yi zi ->
    loop (a, b, c) = (0f32, 0f32, 0f32) for j < n do
      let dx = xs[j] - xi
      let dy = ys[j] - yi
      let dz = zs[j] - zi
      let r2 = dx * dx + dy * dy + dz * dz + 1e-3
      let inv = 1 / f32.sqrt r2
      let s = ms[j] * inv * inv * inv
      in (a + dx * s, b + dy * s, c + dz * s)) xs ys zs)
