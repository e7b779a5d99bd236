-- Several entry points in one program, tested separately.
-- ==
-- entry: counts
-- input { 3i64 [1, 2, 3, 4, 5] } output { [1, 2, 2] }
-- entry: sums
-- input { [1f32, 2f32] } output { 3f32 }
-- entry: both
-- input { [1f32, 2f32] } output { 3f32 2i64 }

def histo [n] (k: i64) (xs: [n]i32) : [k]i32 =
  reduce_by_index (replicate k 0) (+) 0 (map (\x -> i64.i32 x % k) xs) (replicate n 1)
entry counts (k: i64) (xs: []i32) = histo k xs
entry sums (xs: []f32) : f32 = f32.sum xs
entry both (xs: []f32) : (f32, i64) = (f32.sum xs, length xs)
