-- zip and unzip keep sizes; a size parameter shared by several arguments.
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32, 3.5f32] }
-- output { [1.5f32, 5.0f32, 10.5f32] [3, 2, 1] }

def scale [n] (xs: [n]i32) (ys: [n]f32) : [n]f32 =
  map (\(x, y) -> f32.i32 x * y) (zip xs ys)

entry main [n] (xs: [n]i32) (ys: [n]f32) =
  let (a, _) = unzip (zip (reverse xs) ys)
  in (scale xs ys, a)
