-- Slices whose sizes Futhark's checker knows beyond the reference's list:
-- `a[0:]` (and `a[0::1]`) keeps the dimension as `a[:]` does, in any
-- dimension of a multi-dimensional slice (`A[0:, j]` is a column of
-- `[m]`), and `a[i:j:-1]` has size `i - j`.  Annotations and `map2`
-- rely on them without a coercion; a descending slice out of bounds
-- fails at run time.

def column [m][n] (A: [m][n]f32) (j: i64) : [m]f32 = A[0:, j]

def as_column [m][n] (A: [m][n]f32) : [m][1]f32 = [A[0:, 0]] |> transpose

def diff [n] (xs: [n]i32) : [n]i32 = map2 (-) xs[0:] xs[0::1]

def rows_from0 [m][n] (A: [m][n]i32) : [m][n]i32 = A[0:, 0:]

def down [n] (xs: [n]i32) (i: i64) (j: i64) : [i - j]i32 = xs[i:j:-1]

def pair_down [n] (xs: [n]i32) (ys: [n]i32) (i: i64) (j: i64) =
  map2 (+) xs[i:j:-1] ys[i:j:-1]

-- ==
-- entry: column_entry
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] 1i64 }
-- output { [2f32, 4f32, 6f32] }

entry column_entry [m][n] (A: [m][n]f32) (j: i64) = column A j

-- ==
-- entry: as_column_entry
-- input { [[1f32, 2f32], [3f32, 4f32]] }
-- output { [[1f32], [3f32]] }

entry as_column_entry [m][n] (A: [m][n]f32) = as_column A

-- ==
-- entry: diff_entry
-- input { [5, 7, 9] } output { [0, 0, 0] }

entry diff_entry [n] (xs: [n]i32) = diff xs

-- ==
-- entry: rows_entry
-- input { [[1, 2], [3, 4]] } output { [[1, 2], [3, 4]] }

entry rows_entry [m][n] (A: [m][n]i32) = rows_from0 A

-- ==
-- entry: down_entry
-- input { [1, 2, 3, 4, 5] 4i64 1i64 } output { [5, 4, 3] }
-- input { [1, 2, 3, 4, 5] 2i64 2i64 } output { empty([0]i32) }
-- input { [1, 2, 3, 4, 5] 1i64 3i64 } error: out of bounds

entry down_entry [n] (xs: [n]i32) (i: i64) (j: i64) = down xs i j

-- ==
-- entry: pair_down_entry
-- input { [1, 2, 3] [10, 20, 30] 2i64 -1i64 } output { [33, 22, 11] }

entry pair_down_entry [n] (xs: [n]i32) (ys: [n]i32) (i: i64) (j: i64) = pair_down xs ys i j
