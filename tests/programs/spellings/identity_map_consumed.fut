-- An identity map whose result is updated in place is a copy, not its
-- input: the input is read after the update.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [9i32, 2i32, 3i32] 6i32 }
def main [n] (xs: [n]i32) : ([n]i32, i32) =
  let ys = map (\x -> x) xs
  let ys[0] = 9
  in (ys, i32.sum xs)
