-- zip, unzip and concatenation with empty operands.
-- ==
-- entry: zu
-- input { empty([0]i32) empty([0]f32) } output { empty([0]f32) empty([0]i32) }
-- input { [1, 2] [0.5f32, 1.5f32] } output { [0.5f32, 1.5f32] [1, 2] }
-- entry: cat
-- input { empty([0]i32) empty([0]i32) } output { empty([0]i32) }
-- input { empty([0]i32) [1] } output { [1] }
-- input { [2, 3] empty([0]i32) } output { [2, 3] }
-- entry: cat_rows
-- input { empty([0][3]i32) empty([0][3]i32) } output { empty([0][3]i32) }
-- input { empty([0][3]i32) [[1, 2, 3]] } output { [[1, 2, 3]] }
-- entry: cat_zero_cols
-- input { empty([2][0]i32) empty([3][0]i32) } output { empty([5][0]i32) }
-- entry: mismatch
-- input { [1, 2] [1, 2, 3] } error: .

entry zu [n] (xs: [n]i32) (ys: [n]f32) =
  let (a, b) = unzip (zip xs ys) in (b, a)
entry cat (xs: []i32) (ys: []i32) = xs ++ ys
entry cat_rows (a: [][3]i32) (b: [][3]i32) = concat a b
entry cat_zero_cols [n][k] (a: [n][0]i32) (b: [k][0]i32) = a ++ b
entry mismatch [n][m] (xs: [n]i32) (ys: [m]i32) =
  map2 (+) xs (ys :> [n]i32)
