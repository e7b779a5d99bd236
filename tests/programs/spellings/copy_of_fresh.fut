-- A copy of a map's fresh result that nothing else reads is dropped
-- (ir/simplify.cpp); one whose source is read again is kept, and an
-- in-place update of the copy leaves the source as it was.
-- ==
-- entry: doubled_copy
-- input { [1i32, 2i32, 3i32] } output { [2i32, 4i32, 6i32] [2i32, 4i32, 100i32] }
entry doubled_copy (xs: []i32) =
  let ys = map (* 2) xs
  let zs = copy ys
  let zs[2] = 100
  in (ys, zs)

-- ==
-- entry: copy_consumed
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[0i32, 3i32], [2i32, 4i32]] }
entry copy_consumed [n][m] (xss: [n][m]i32) =
  let t = copy (transpose xss)
  let t[0, 0] = 0
  in t
