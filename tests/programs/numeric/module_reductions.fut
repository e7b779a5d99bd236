-- sum, product, maximum and minimum of the numeric modules.
-- ==
-- input { [3, -1, 4] [1.5f32, 2f32] } output { 6 -12 4 -1 3.5f32 3f32 2f32 1.5f32 }
-- input { empty([0]i32) empty([0]f32) } output { 0 1 -2147483648 2147483647 0f32 1f32 -f32.inf f32.inf }
entry main (xs: []i32) (ys: []f32) =
  (i32.sum xs, i32.product xs, i32.maximum xs, i32.minimum xs,
   f32.sum ys, f32.product ys, f32.maximum ys, f32.minimum ys)
