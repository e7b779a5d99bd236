-- | GESUMMV (CGO'17, PolyBench): y = alpha A x + beta B x.
-- bench: bytes 4*(2*d0_0*d0_1+d0_1+d0_0) flops 4*d0_0*d0_1+3*d0_0
-- ==
-- input @ data/gesummv-small.in output @ data/gesummv-small.out
-- large input @ data/gesummv-8192.in output @ data/gesummv-8192.out

def main [m][n] (a: [m][n]f32) (b: [m][n]f32) (x: [n]f32) (alpha: f32) (beta: f32): [m]f32 =
  map2 (\ra rb -> alpha * reduce (+) 0 (map2 (*) ra x) + beta * reduce (+) 0 (map2 (*) rb x))
       a b
