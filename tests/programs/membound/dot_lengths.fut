-- A dot product at lengths that do not fill the chunk loop (odd, tiny,
-- empty, just past a group): the unguarded loop runs for work-items whose
-- elements are all present, the guarded one for the rest.  The reads need
-- no bounds checks: the index is the segment's, and the sizes are asserted
-- equal on the host before the kernel.
-- ==
-- input { [1f32, 2f32, 3f32] [4f32, 5f32, 6f32] } output { 32f32 }
-- input { [2f32] [3f32] } output { 6f32 }
-- input { empty([0]f32) empty([0]f32) } output { 0f32 }
-- input { [1f32, 2f32] [3f32] } error: size
-- random input { [257]f32 [257]f32 } auto output
-- random input { [4097]f32 [4097]f32 } auto output
-- compiled random input { [1000003]f32 [1000003]f32 } auto output

def main [n][m] (xs: [n]f32) (ys: [m]f32): f32 = reduce (+) 0 (map2 (*) xs (ys :> [n]f32))
