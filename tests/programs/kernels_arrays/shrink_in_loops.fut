-- Arrays that shrink in a loop inside `map`: each thread filters or
-- partitions its own copy until it is small.  On OpenCL the size kernel
-- bounds the loop's array by its initial size: a filter's count is a sum
-- of 0/1 flags over the array, so the next size is at most the current
-- one.

-- The k-th smallest distinct value of each row: drop the minimum k times
-- (a `filter` in a `for` loop); -1 when the row has fewer values.
def kth_distinct [n] (xs: [n]i32) (k: i64) : i32 =
  let ys = loop (ys: []i32) = xs for _i < k do filter (> i32.minimum ys) ys
  in if length ys == 0 then -1 else i32.minimum ys

-- ==
-- entry: kth
-- input { [[5, 1, 4, 2, 3], [9, 9, 1, 7, 8], [0, 0, 0, 0, 0]] [0i64, 2i64, 1i64] }
-- output { [1, 8, -1] }
entry kth [m][n] (xss: [m][n]i32) (ks: [m]i64) : [m]i32 =
  map2 kth_distinct xss ks

-- How many times each row can drop its elements above the mean before
-- one element is left (a `filter` in a `while` loop).
-- ==
-- entry: halvings
-- input { [[1f32, 2f32, 3f32, 4f32], [5f32, 5f32, 5f32, 5f32], [8f32, 1f32, 1f32, 1f32]] }
-- output { [2, 0, 1] }
entry halvings [m][n] (xss: [m][n]f32) : [m]i32 =
  map (\(xs: [n]f32) ->
         let (_, steps) =
           loop (ys: []f32, steps) = (xs, 0) while length ys > 1 && f32.maximum ys > f32.minimum ys do
             let mean = f32.sum ys / f32.i64 (length ys)
             in (filter (<= mean) ys, steps + 1)
         in steps) xss

-- The last survivor of repeatedly keeping the elements greater than the
-- first (the loop's other result discarded).
-- ==
-- entry: survivors
-- input { [3, 1, 2] }
-- output { [0, 1, 2] }
entry survivors [n] (xs: [n]i32) : [n]i32 =
  map (\k -> let (ys, _) = loop (ys: []i32, k) = (xs, k) while length ys > 1 do
                             (filter (> ys[0]) ys, k - 1)
             in if length ys > 0 then ys[0] else k) (map i32.i64 (iota n))
