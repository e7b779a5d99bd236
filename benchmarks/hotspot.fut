-- | HotSpot (PLDI'17, Rodinia): chip temperature from power over a number
-- of iterations of a five-point stencil.
-- bench: bytes 4*3*d0_0*d0_1*v2 flops 15*d0_0*d0_1*v2
-- ==
-- input @ data/hotspot-small.in output @ data/hotspot-small.out
-- large input @ data/hotspot-1024.in output @ data/hotspot-1024.out

def main [r][c] (temp: [r][c]f32) (power: [r][c]f32) (iterations: i32): [r][c]f32 =
  let cap = 0.5f32
  let rx = 1f32 / 0.1f32
  let ry = 1f32 / 0.1f32
  let rz = 1f32 / 3f32
  let amb = 80f32
  let step = 0.001f32
  in loop t = temp for _i < iterations do
       map (\i -> map (\j ->
         let here = t[i, j]
         let n = t[i64.max 0 (i - 1), j]
         let s = t[i64.min (r - 1) (i + 1), j]
         let w = t[i, i64.max 0 (j - 1)]
         let e = t[i, i64.min (c - 1) (j + 1)]
         in here + step / cap * (power[i, j] + (n + s - 2 * here) / ry +
                                 (e + w - 2 * here) / rx + (amb - here) / rz))
           (iota c))
         (iota r)
