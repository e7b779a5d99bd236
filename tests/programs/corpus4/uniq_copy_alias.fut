-- `copy` breaks aliasing: the original is still usable after the copy is
-- updated; a slice aliases its array, a copy of the slice does not.
-- ==
-- input { [5, 6, 7, 8] }
-- output { [5, 6, 7, 8] [0, 6, 7, 8] [6, 0] }

entry main (xs: []i32) =
  let ys = copy xs
  let ys[0] = 0
  let s = copy xs[1:3]
  let s[1] = 0
  in (xs, ys, s)
