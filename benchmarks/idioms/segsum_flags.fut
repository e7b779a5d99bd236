-- | A segmented prefix sum where the segment starts are given as 0/1
-- integer flags, written with `scan` on (flag, value) tuples by hand.
-- ==
-- input { [1i32, 0i32, 0i32, 1i32, 0i32] [1f32, 2f32, 3f32, 4f32, 5f32] } output { [1f32, 3f32, 6f32, 4f32, 9f32] }
-- input { [0i32, 0i32, 1i32] [1f32, 1f32, 1f32] } output { [1f32, 2f32, 1f32] }
def main [n] (flags: [n]i32) (xs: [n]f32) : [n]f32 =
  let op (f1: i32, x1: f32) (f2: i32, x2: f32) : (i32, f32) =
    (f1 | f2, if f2 != 0 then x2 else x1 + x2)
  let (_, sums) = unzip (scan op (0, 0) (zip flags xs))
  in sums
