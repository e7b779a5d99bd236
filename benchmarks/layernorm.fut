-- | Layer normalisation of each row (issue 16's row-wise idioms), 8192 x
-- 4096, without scale and shift: segmented sums for the mean and the
-- variance, then one map.
-- bench: bytes 4*2*d0_0*d0_1 flops 7*d0_0*d0_1
-- ==
-- input @ data/layernorm-small.in output @ data/layernorm-small.out
-- large input @ data/layernorm-8192x4096.in output @ data/layernorm-8192x4096.out

def layernorm [n] (xs: [n]f32): [n]f32 =
  let mean = f32.sum xs / f32.i64 n
  let var = f32.sum (map (\x -> (x - mean) * (x - mean)) xs) / f32.i64 n
  let inv = 1 / f32.sqrt (var + 1e-5)
  in map (\x -> (x - mean) * inv) xs

def main [r][c] (xss: [r][c]f32): [r][c]f32 = map layernorm xss
