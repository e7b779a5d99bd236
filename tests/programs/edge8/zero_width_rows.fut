-- [n][0] arrays through the array operations: concatenation along both
-- dimensions, transposition, replication, rotation and row reductions.
-- ==
-- entry: ops
-- input { empty([3][0]i32) } output { empty([6][0]i32) empty([3][0]i32) empty([0][3]i32) [0, 0, 0] empty([3][0]i32) }
-- entry: widen
-- input { empty([2][0]i32) [[1], [2]] } output { [[1], [2]] [[1], [2]] }
-- entry: reps
-- input { 4i64 } output { empty([4][0]f32) 4i64 }

entry ops (x: [][]i32) =
  (x ++ x, map2 (++) x x, transpose x, map i32.sum x, rotate 1 x)
entry widen [n] (a: [n][0]i32) (b: [n][1]i32) = (map2 (++) a b, map2 (++) b a)
entry reps (n: i64) = let r = replicate n (replicate 0 1f32) in (r, length r)
