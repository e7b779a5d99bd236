-- A unique tuple parameter: both components may be updated in place.
-- ==
-- input { [1, 2, 3] [4.0f32, 5.0f32] }
-- output { [0, 2, 3] [4.0f32, 9.0f32] }

def both ((a, b): (*[]i32, *[]f32)) : (*[]i32, *[]f32) =
  (a with [0] = 0, b with [1] = 9)

entry main (xs: []i32) (ys: []f32) = both (copy xs, copy ys)
