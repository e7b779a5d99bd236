-- Horizontal fusion: two independent reductions over the same array become
-- one SegRed computing both (the array is read once); the map feeding both
-- is fused in vertically.
-- ==
-- input { [1f32, -2f32, 3f32] } output { 17f32 7f32 }
-- random input { [1003]f32 } auto output
-- compiled random input { [100003]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }

def main (xs: []f32): (f32, f32) =
  let ys = map (\x -> x * 2) xs
  in (reduce (+) 0 (map (\y -> y * y / 4 + 1) ys), f32.maximum (map (\y -> y + 1) ys))
