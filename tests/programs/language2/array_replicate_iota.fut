-- iota, replicate, rep, copy, manifest, tabulate_2d.
-- ==
-- input { 3i64 }
-- output { [0i64, 1i64, 2i64] [[7i32, 7i32], [7i32, 7i32], [7i32, 7i32]] [0f32, 0f32, 0f32] [0i64, 1i64, 2i64] [[0i64, 1i64], [1i64, 2i64], [2i64, 3i64]] }

entry main (n: i64) =
  let xs: [n]f32 = rep 0
  in (iota n, replicate n (replicate 2 7i32), xs, copy (manifest (iota n)), tabulate_2d n 2 (+))
