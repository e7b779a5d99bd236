-- In-place updates of elements, rows, slices and strided slices, and
-- their failures.
-- ==
-- entry: upd
-- input { [1, 2, 3, 4, 5] }
-- output { [1, 9, 3, 4, 5] [1, 8, 7, 4, 5] [0, 2, 0, 4, 0] [5, 4, 3, 2, 1] }
-- entry: upd2d
-- input { [[1, 2], [3, 4]] }
-- output { [[1, 2], [7, 8]] [[1, 9], [3, 4]] [[0, 2], [0, 4]] }
-- entry: upd_bad
-- input { [1, 2, 3] 3i64 }
-- error: Index \[3\] out of bounds for array of shape \[3\]
-- entry: upd_slice_bad
-- input { [1, 2, 3] 2i64 }
-- error: out of bounds
-- entry: upd_let
-- input { [1, 2, 3] }
-- output { [1, 20, 3] }

entry upd (xs: []i32) =
  (copy xs with [1] = 9, copy xs with [1:3] = [8, 7], copy xs with [::2] = [0, 0, 0],
   copy xs with [::-1] = xs)
entry upd2d (a: [][2]i32) =
  (copy a with [1] = [7, 8], copy a with [0, 1] = 9, copy a with [:, 0] = [0, 0])
entry upd_bad (xs: *[]i32) (i: i64) = xs with [i] = 0
entry upd_slice_bad (xs: *[]i32) (i: i64) = xs with [i:i + 2] = [0, 0]
entry upd_let (xs: *[]i32) =
  let xs[1] = 20
  in xs
