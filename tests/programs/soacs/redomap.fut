-- reduce of a map fuses into one reduction that reads xs once.
-- ==
-- input { [1f32, 2f32, 3f32] } output { 14f32 }
-- random input { [1003]f32 } auto output
-- compiled random input { [1000000]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }

def main (xs: []f32) = reduce (+) 0 (map (\x -> x * x) xs)
