-- | Softmax of each row (issue 16's row-wise idioms), 8192 x 4096: a
-- segmented max, the exponentials, a segmented sum and the division (four
-- kernels, no thread walking a whole row).
-- bench: bytes 4*2*d0_0*d0_1 flops 4*d0_0*d0_1
-- ==
-- input @ data/softmax-small.in output @ data/softmax-small.out
-- large input @ data/softmax-8192x4096.in output @ data/softmax-8192x4096.out

def softmax [n] (xs: [n]f32): [n]f32 =
  let m = f32.maximum xs
  let es = map (\x -> f32.exp (x - m)) xs
  let s = f32.sum es
  in map (/ s) es

def main [r][c] (xss: [r][c]f32): [r][c]f32 = map softmax xss
