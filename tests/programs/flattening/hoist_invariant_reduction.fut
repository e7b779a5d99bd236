-- Invariant code motion: the sum of ys does not depend on the map's
-- parameter, so it is computed once before the map (a SegRed), not once
-- per element (which would be a SegMap with a sequential loop).
-- ==
-- input { [1f32, 2f32, 3f32] [1f32, 3f32] } output { [0.25f32, 0.5f32, 0.75f32] }
-- random input { [1000]f32 [77]f32 } auto output
-- input { empty([0]f32) [1f32] } output { empty([0]f32) }
-- structure { SegRed 1 SegMap 1 kernels:Loop 0 kernels:Screma 0 }
def main (xs: []f32) (ys: []f32): []f32 =
  map (\x -> x / f32.sum ys) xs
