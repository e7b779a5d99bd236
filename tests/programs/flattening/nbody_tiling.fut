-- An N-body-like all-pairs interaction: a segmented SegRed over (i, j)
-- whose body streams `ps[j]`, invariant to the parallel dimension i; the
-- locality pass marks it for 1-D block tiling (`tile{...: [0]}` in the
-- Kernel IR dump; see tests/unit/test_flatten.cpp).  Here: correctness.
-- ==
-- input { [1f32, 2f32, 4f32] } output { [1.6f32, 1.7f32, 1.3f32] }
-- random input { [300]f32 } auto output
-- structure { SegRed 1 kernels:Screma 0 }

def main [n] (ps: [n]f32): [n]f32 =
  map (\p -> reduce (+) 0 (map (\q -> 1 / (1 + (p - q) * (p - q))) ps)) ps
