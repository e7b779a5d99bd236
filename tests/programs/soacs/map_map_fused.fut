-- map f (map g xs) fuses into one kernel.
-- ==
-- input { [1f32, 2f32, 3f32] } output { [4f32, 9f32, 16f32] }
-- random input { [1003]f32 } auto output
-- compiled random input { [1000003]f32 } auto output
-- structure { SegMap 1 kernels:Screma 0 }

def main (xs: []f32) = map (\y -> y * y) (map (\x -> x + 1) xs)
