-- Anonymous sizes of lambda and local function parameters are inferred
-- (reference, "Size types"): they may become sizes of the enclosing
-- scope, or sizes the caller passes, but not sizes made in the body.

-- The rows' size becomes `n`, a parameter of the enclosing function.
-- ==
-- entry: tag_rows
-- input { 2i64 [[1,2],[3,4],[5,6]] }
-- output { [[1i64,3i64],[3i64,5i64],[5i64,7i64]] }
-- input { 3i64 [[1,2],[3,4]] }
-- error: .*
entry tag_rows (n: i64) (xss: [][]i32) =
  map (\(ys: []i32) -> map2 (\y i -> i64.i32 y + i) ys (iota n)) xss

-- A local function whose parameter's size is the enclosing `n`.
-- ==
-- entry: local_fn
-- input { [1,2,3] [10,20,30] }
-- output { [11,22,33] }
entry local_fn [n] (xs: [n]i32) (ys: []i32) =
  let add (zs: []i32) = map2 (+) xs zs
  in add ys

-- Two unannotated lambda parameters selected by `if`: one size, so the
-- lambda is a valid operator for `reduce` over rows.
-- ==
-- entry: widest
-- input { [[1,5],[3,2],[0,9]] }
-- output { [0,9] }
entry widest [m] (a: [][m]i32) =
  reduce (\x y -> if x[1] > y[1] then x else y) (replicate m i32.lowest) a

-- A local function that returns the filtered array on its own (an
-- existential size, not its parameter's).
-- ==
-- entry: positives
-- input { [1,-2,3,-4] }
-- output { 2i64 [1,3] }
entry positives (xs: []i32) =
  let pos (ys: []i32) = filter (> 0) ys
  let r = pos xs
  in (length r, r)

-- A lambda's parameter size used as a value inside it.
-- ==
-- entry: lens
-- input { [[1,2,3],[4,5,6]] }
-- output { [3i64, 3i64] }
entry lens (xss: [][]i32) =
  map (\(ys: []i32) -> length (zip ys (indices ys))) xss
