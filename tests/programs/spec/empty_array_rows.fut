-- The rows of an empty array literal take a size that exists before the
-- literal (reference, "Empty array literals"): a parameter's size, a
-- `let`-bound array's, a local function's or a lambda's parameter's.

-- ==
-- entry: from_param
-- input { [[1,2],[3,4]] } output { [[1,2],[3,4]] }
-- input { empty([0][3]i32) } output { empty([0][3]i32) }
entry from_param (xss: [][]i32) =
  let e = [] : [][]i32
  in e ++ xss

-- ==
-- entry: from_let
-- input { [1,-2,3] } output { 1i64 2i64 }
entry from_let (xs: []i32) =
  let b = [filter (> 0) xs]
  let a = [] : [][]i32
  let c = a ++ b
  in (length c, length c[0])

-- ==
-- entry: from_local_fn
-- input { [1,-2,3] } output { 2i64 }
entry from_local_fn (xs: []i32) =
  let pairs (ys: []i32) = let e = [] : [][]i32 in length (e ++ [ys, ys])
  in pairs (filter (> 0) xs)

-- ==
-- entry: from_lambda
-- input { [[1,2],[3,4],[5,6]] } output { [2i64, 2i64, 2i64] }
entry from_lambda (xss: [][]i32) =
  map (\(ys: []i32) -> let e = [] : [][]i32 in length (e ++ [ys] ++ [ys])) xss

-- ==
-- entry: loop_init
-- input { [1,-2,3] } output { 3i64 2i64 }
entry loop_init (xs: []i32) =
  let ys = filter (> 0) xs
  let acc = loop acc = ([] : [][]i32) for _i < 3 do acc ++ [ys]
  in (length acc, length acc[0])
