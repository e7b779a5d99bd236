-- empty(...) of nested arrays of several element types, as inputs and
-- outputs.
-- ==
-- entry: shapes
-- input { empty([0][2][3]i32) empty([2][0]f32) empty([0]bool) empty([3][0][2]i64) }
-- output { [0i64, 2i64, 3i64] [2i64, 0i64] 0i64 [3i64, 0i64, 2i64] }
-- entry: back
-- input { empty([0][2][3]u8) } output { empty([0][3][2]u8) empty([0][2][3]u8) }
-- input { [[[1u8, 2u8, 3u8], [4u8, 5u8, 6u8]]] } output { [[[1u8, 4u8], [2u8, 5u8], [3u8, 6u8]]] [[[2u8, 3u8, 4u8], [5u8, 6u8, 7u8]]] }
-- entry: empty_f16
-- input { empty([2][0]f16) } output { empty([0][2]f16) }

entry shapes [a][b][c][d][e][f][g][h] (x: [a][b][c]i32) (y: [d][e]f32) (z: [f]bool) (w: [g][0][h]i64) =
  let _ = (x, y, z, w) in ([a, b, c], [d, e], f, [g, 0, h])
entry back (x: [][][]u8) = (map transpose x, map (map (map (+ 1))) x)
entry empty_f16 (x: [][]f16) = transpose x
