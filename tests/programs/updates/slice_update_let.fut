-- `let xs[i:j] = ys` with run-time bounds, strided slices, and an empty slice.
-- ==
-- input { [0, 0, 0, 0, 0, 0] 1i64 4i64 [1, 2, 3] } output { [0, 1, 2, 3, 0, 0] [9, 1, 9, 3, 9, 0] }
-- input { [0, 0, 0, 0, 0, 0] 2i64 2i64 empty([0]i32) } output { [0, 0, 0, 0, 0, 0] [9, 0, 9, 0, 9, 0] }
-- input { [0, 0, 0] 2i64 5i64 [1, 2, 3] } error: out of bounds
def main [k] (xs: *[]i32) (i: i64) (j: i64) (ys: [k]i32) =
  let xs[i:j] = ys :> [j - i]i32
  let zs = copy xs
  let zs[0:6:2] = [9, 9, 9]
  in (xs, zs)
