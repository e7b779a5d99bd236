-- flatten, unflatten and their 3-d and 4-d forms.
-- ==
-- entry: flat
-- input { [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] }
-- output { [1, 2, 3, 4, 5, 6, 7, 8] [[1, 2], [3, 4], [5, 6], [7, 8]] 8i64 }
-- entry: unflat
-- input { [1, 2, 3, 4, 5, 6] }
-- output { [[1, 2, 3], [4, 5, 6]] [[[1], [2], [3]], [[4], [5], [6]]] }
-- entry: unflat3
-- input { [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }
-- output { [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]] }
-- entry: flat4
-- input { [1, 2, 3, 4, 5, 6, 7, 8] }
-- output { [1, 2, 3, 4, 5, 6, 7, 8] 2i64 }
-- entry: unflat_bad
-- input { 4i64 [1, 2, 3, 4, 5, 6] }
-- error: .

entry flat (a: [][][]i32) = (flatten_3d a, flatten a, length (flatten_3d a))
entry unflat (xs: [6]i32) : ([2][3]i32, [2][3][1]i32) =
  (unflatten (xs :> [2 * 3]i32), unflatten_3d (xs :> [2 * 3 * 1]i32))
entry unflat3 (xs: [12]i32) : [2][3][2]i32 = unflatten_3d (xs :> [2 * 3 * 2]i32)
entry flat4 (xs: [8]i32) =
  let a : [2][2][1][2]i32 = unflatten_4d (xs :> [2 * 2 * 1 * 2]i32)
  in (flatten_4d a, length a)
entry unflat_bad (k: i64) (xs: []i32) = unflatten (xs :> [k * 2]i32)
