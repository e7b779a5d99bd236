-- flatten and unflatten with zero sizes; unflatten to a shape whose
-- product differs is a size error.
-- ==
-- entry: fl
-- input { empty([0][3]i32) } output { empty([0]i32) }
-- input { empty([4][0]i32) } output { empty([0]i32) }
-- input { [[1, 2], [3, 4]] } output { [1, 2, 3, 4] }
-- entry: unfl
-- input { 0i64 3i64 empty([0]i32) } output { empty([0][3]i32) }
-- input { 3i64 0i64 empty([0]i32) } output { empty([3][0]i32) }
-- input { 2i64 2i64 [1, 2, 3, 4] } output { [[1, 2], [3, 4]] }
-- input { 2i64 2i64 [1, 2, 3] } error: .
-- entry: fl3
-- input { empty([2][0][2]i32) } output { empty([0]i32) }
-- input { [[[1], [2]], [[3], [4]]] } output { [1, 2, 3, 4] }

entry fl (xss: [][]i32) = flatten xss
entry unfl (n: i64) (m: i64) (xs: []i32) : [n][m]i32 =
  unflatten (xs :> [n * m]i32)
entry fl3 (x: [][][]i32) = flatten_3d x
