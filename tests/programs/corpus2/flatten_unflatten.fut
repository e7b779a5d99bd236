-- Reshaping: flatten, unflatten, flatten_3d, unflatten_3d and transpose
-- round trips, and a row-major index computed by hand.
-- ==
-- input { 2i64 3i64 }
-- output { [0, 1, 2, 3, 4, 5] [[0, 3], [1, 4], [2, 5]] [[0, 1, 2], [3, 4, 5]] 5 [[[0, 1], [2, 3]], [[4, 5], [6, 7]]] [0, 3, 1, 4, 2, 5] }

entry main (r: i64) (c: i64) =
  let m = tabulate_2d r c (\i j -> i32.i64 (i * c + j))
  let flat = flatten m
  let back = unflatten flat :> [r][c]i32
  let t = transpose back
  let cube = unflatten_3d (map i32.i64 (iota 8) :> [2 * 2 * 2]i32)
  let again = flatten_3d cube
  let k = again[i64.i32 (again[5])]
  in (flat, t, back, k, cube, flatten t)
