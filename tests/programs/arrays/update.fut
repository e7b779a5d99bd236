-- In-place updates with `with` and `let a[i] =`.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 42i32, 7i32] }

def main (xs: *[]i32) =
  let ys = xs with [1] = 42
  let ys[2] = 7
  in ys
