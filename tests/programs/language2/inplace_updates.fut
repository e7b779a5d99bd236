-- In-place updates: with on indices and slices, let a[i] = v, multi-dim.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { [9i32, 2i32, 3i32, 4i32] [1i32, 0i32, 0i32, 4i32] [[0i32, 5i32], [0i32, 0i32]] [7i32, 2i32, 3i32, 4i32] }

entry main (xs: *[]i32) =
  let a = copy xs with [0] = 9
  let b = copy xs with [1:3] = [0, 0]
  let m = replicate 2 (replicate 2 0i32) with [0, 1] = 5
  let xs[0] = 7
  in (a, b, m, xs)
