-- partition of an array of pairs.
-- ==
-- input { [1i32, 2i32, 3i32] [1.0f32, -1.0f32, 2.0f32] } output { [1i32, 3i32] [1.0f32, 2.0f32] [2i32] [-1.0f32] }

def main [n] (xs: [n]i32) (ys: [n]f32) =
  let (a, b) = partition (\(_, y) -> y > 0) (zip xs ys)
  let (a1, a2) = unzip a
  let (b1, b2) = unzip b
  in (a1, a2, b1, b2)
