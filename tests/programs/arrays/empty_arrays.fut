-- Empty arrays in and out, of every rank.
-- ==
-- input { empty([0]i32) empty([0][3]f32) } output { 0i64 0i64 empty([0]i32) empty([0][3]f32) }
entry main (xs: []i32) (m: [][]f32) = (length xs, length m, xs, m)
