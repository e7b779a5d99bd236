-- iota, indices, replicate, rep, tabulate, tabulate_2d and _3d, copy,
-- manifest, length, null, sized.
-- ==
-- entry: create
-- input { 3i64 }
-- output { [0i64, 1i64, 2i64] [7, 7, 7] [[0i64, 1i64], [1i64, 2i64], [2i64, 3i64]] 3i64 false }
-- input { 0i64 }
-- output { empty([0]i64) empty([0]i32) empty([0][2]i64) 0i64 true }
-- entry: tab3
-- input {}
-- output { [[[0i64, 1i64], [10i64, 11i64]], [[100i64, 101i64], [110i64, 111i64]]] }
-- entry: misc
-- input { [4, 5, 6] }
-- output { [0i64, 1i64, 2i64] [4, 5, 6] [4, 5, 6] [9, 9, 9] 3i64 }
-- entry: sized_bad
-- input { [1, 2] }
-- error: .

entry create (n: i64) = (iota n, replicate n 7, tabulate_2d n 2 (+), length (iota n), null (iota n))
entry tab3 = tabulate_3d 2 2 2 (\i j k -> i * 100 + j * 10 + k)
entry misc (xs: []i32) =
  let ys = copy xs
  let zs = manifest xs
  let rs : [3]i32 = rep 9
  in (indices xs, ys, zs, rs, length (sized 3 xs))
entry sized_bad (xs: []i32) = sized 3 xs
