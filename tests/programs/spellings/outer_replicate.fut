-- The outer product as `map2 (*) (replicate m x) r` over `replicate n ys`:
-- the replicated inputs become the values they replicate
-- (ir/simplify.cpp), so the nest is the 2-D SegMap of `map (\x -> map (\y
-- -> x * y) ys) xs`, not a SegMap over rows with a loop writing each row.
-- ==
-- input { [1f32, 2f32] [3f32, 4f32, 5f32] }
-- output { [[3f32, 4f32, 5f32], [6f32, 8f32, 10f32]] }
-- random input { [33]f32 [17]f32 } auto output
-- random input { [0]f32 [4]f32 } auto output
-- structure { SegMap 1 kernels:Loop 0 kernels:Replicate 0 }
def main [n][m] (xs: [n]f32) (ys: [m]f32) : [n][m]f32 =
  map2 (\x r -> map2 (*) (replicate m x) r) xs (replicate n ys)
