-- Empty arrays of arrays whose row size is given by an ascription, a
-- size parameter or their use.
-- ==
-- input { 3i64 } output { empty([0][2]i32) empty([0][3]f32) [[1i64, 2i64]] }

entry main (n: i64) =
  let a = [] : [0][2]i32
  let b : [0][n]f32 = []
  let c = [] ++ [[1i64, 2]]
  in (a, b, c)
