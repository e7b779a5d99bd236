-- A weighted f32 histogram: the bin of each weight is computed from a
-- second array of values in [0, 1).  Small bin counts take sub-histograms
-- in local memory (several copies per group), merged by a second kernel;
-- more than 4096 bins go to compare-and-swap loops on the destination.
-- ==
-- input { 4i64 [0.1f32, 0.3f32, 0.3f32, 0.99f32] [1f32, 2f32, 3f32, 4f32] } output { [1f32, 5f32, 0f32, 4f32] }
-- input { 3i64 empty([0]f32) empty([0]f32) } output { [0f32, 0f32, 0f32] }
-- input { 0i64 [0.5f32] [1f32] } output { empty([0]f32) }
-- random input { 1i64 [1000]f32 [1000]f32 } auto output
-- random input { 7i64 [1]f32 [1]f32 } auto output
-- compiled random input { 1024i64 [200000]f32 [200000]f32 } auto output
-- compiled random input { 1000i64 [100003]f32 [100003]f32 } auto output
-- compiled random input { 2048i64 [300000]f32 [300000]f32 } auto output
-- compiled random input { 4096i64 [300000]f32 [300000]f32 } auto output
-- compiled random input { 5000i64 [300000]f32 [300000]f32 } auto output

def main [n] (k: i64) (xs: [n]f32) (ws: [n]f32) : [k]f32 =
  let is = map (\x -> i64.f32 (x * f32.i64 k)) xs
  in hist (+) 0 k is ws
