-- Arrays that shrink in a loop inside `map` where an `if` chooses the next
-- array among several parts: each thread runs a quickselect or a binary
-- search on its own row.  On OpenCL the size kernel bounds the chosen
-- size by the larger of the parts' bounds; each part is at most the
-- current array (a partition's parts, a slice of it) or a constant, so the
-- initial row bounds every iteration.

-- The k-th smallest element (0-based) of each row: quickselect keeps the
-- elements below, equal to or above a pivot.
def quickselect [n] (xs: [n]f32) (k: i64) : f32 =
  let (ys, _) =
    loop (ys: []f32, k) = (xs, k) while length ys > 1 do
      let p = ys[length ys / 2]
      let (lo, rest) = partition (< p) ys
      let (eq, hi) = partition (== p) rest
      in if k < length lo then (lo, k)
         else if k < length lo + length eq then ([p], 0)
         else (hi, k - length lo - length eq)
  in ys[0]

-- ==
-- entry: select
-- input { [[3f32, 1f32, 2f32, 5f32], [9f32, 8f32, 7f32, 6f32], [4f32, 4f32, 4f32, 1f32]] [1i64, 3i64, 2i64] }
-- output { [2f32, 9f32, 4f32] }
-- input { [[5f32]] [0i64] }
-- output { [5f32] }
entry select [m] (xss: [m][]f32) (ks: [m]i64) : [m]f32 =
  map2 quickselect xss ks

-- The position of each query in its sorted row, halving a slice of the
-- row with `if`: the lower or the upper half.
def search [n] (xs: [n]i32) (x: i32) : i64 =
  let (_, off) =
    loop (ys, off) = (xs, 0) while length ys > 1 do
      let h = length ys / 2
      in if x < ys[h] then (ys[:h], off) else (ys[h:], off + h)
  in off

-- ==
-- entry: lookup
-- input { [[1, 3, 5, 7, 9], [2, 4, 6, 8, 10]] [7, 3] }
-- output { [3i64, 0i64] }
entry lookup [m][n] (xss: [m][n]i32) (qs: [m]i32) : [m]i64 =
  map2 search xss qs

-- Keep the larger part after a filter, or stop: the loop's next array is
-- a filter's result or its complement, chosen by `if`.
-- ==
-- entry: larger
-- input { [[1, 2, 3, 4, 5, 6, 7, 8], [5, 5, 5, 5, 1, 1, 1, 1]] }
-- output { [1i64, 4i64] }
entry larger [m][n] (xss: [m][n]i32) : [m]i64 =
  map (\(xs: [n]i32) ->
         let ys = loop ys = xs while length ys > 1 && i32.maximum ys > i32.minimum ys do
                    let mid = (i32.maximum ys + i32.minimum ys) / 2
                    let small = filter (<= mid) ys
                    let big = filter (> mid) ys
                    in if length small >= length big then small else big
         in length ys) xss
