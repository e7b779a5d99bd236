-- split (sizes from the argument's type), ++ and concat, with empty parts.
-- ==
-- entry: split_at
-- input { 2i64 [1, 2, 3, 4, 5] }
-- output { [1, 2] [3, 4, 5] }
-- input { 0i64 [1, 2] }
-- output { empty([0]i32) [1, 2] }
-- input { 2i64 [1, 2] }
-- output { [1, 2] empty([0]i32) }
-- entry: cat
-- input { [1, 2] [3] }
-- output { [1, 2, 3] [3, 1, 2] 3i64 }
-- input { empty([0]i32) [3] }
-- output { [3] [3] 1i64 }
-- entry: cat2d
-- input { [[1, 2]] [[3, 4], [5, 6]] }
-- output { [[1, 2], [3, 4], [5, 6]] }
-- entry: split_fixed
-- input { [1, 2, 3, 4] }
-- output { [1] [2, 3, 4] }

entry split_at (k: i64) (xs: []i32) =
  let n = length xs
  in split (xs :> [k + (n - k)]i32)
entry cat (xs: []i32) (ys: []i32) = (xs ++ ys, concat ys xs, length (xs ++ ys))
entry cat2d (a: [][2]i32) (b: [][2]i32) = a ++ b
entry split_fixed (xs: [4]i32) : ([1]i32, [3]i32) = split (xs :> [1 + 3]i32)
