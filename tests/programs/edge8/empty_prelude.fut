-- Array functions of the prelude at the edges: taking and dropping
-- everything or nothing, reversing and rotating empty arrays, and the
-- first or last element of an empty array (an index error).
-- ==
-- entry: take_drop
-- input { 0i64 [1, 2, 3] } output { empty([0]i32) [1, 2, 3] }
-- input { 3i64 [1, 2, 3] } output { [1, 2, 3] empty([0]i32) }
-- input { 0i64 empty([0]i32) } output { empty([0]i32) empty([0]i32) }
-- input { 4i64 [1, 2, 3] } error: .
-- entry: rev_rot
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
-- input { [1, 2, 3] } output { [3, 2, 1] [2, 3, 1] }
-- entry: first
-- input { [4, 5] } output { 4 5 }
-- input { empty([0]i32) } error: out of bounds
-- entry: folds
-- input { empty([0]i32) } output { 0 1 -2147483648 2147483647 true false }
-- input { [3, -2] } output { 1 -6 3 -2 false true }
-- entry: tail_init
-- input { [9] } output { empty([0]i32) empty([0]i32) }
-- input { [1, 2, 3] } output { [2, 3] [1, 2] }

entry take_drop (k: i64) (xs: []i32) = (take k xs, drop k xs)
entry rev_rot (xs: []i32) = (reverse xs, rotate 1 xs)
entry first (xs: []i32) = (head xs, last xs)
entry folds (xs: []i32) =
  (i32.sum xs, i32.product xs, i32.maximum xs, i32.minimum xs,
   and (map (> 5) xs), or (map (> 0) xs))
entry tail_init (xs: []i32) = (tail xs, init xs)
