-- Empty arrays: literals with ascriptions, empty filter results, and
-- reductions of empty arrays giving the neutral element.
-- ==
-- input { [-1, -2] }
-- output { 0i64 0 empty([0]i32) empty([0][3]f32) 1 }

entry main (xs: []i32) =
  let pos = filter (> 0) xs
  let e : [0][3]f32 = []
  in (length pos, reduce (+) 0 pos, pos, e, reduce (*) 1 pos)
