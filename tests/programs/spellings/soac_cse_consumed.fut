-- Two equal maps whose first result is updated in place stay two maps.
-- ==
-- input { [1i32, 2i32] } output { [7i32, 4i32] [2i32, 4i32] }
def main [n] (xs: [n]i32) : ([n]i32, [n]i32) =
  let a = map (* 2) xs
  let b = map (* 2) xs
  let a[0] = 7
  in (a, b)
