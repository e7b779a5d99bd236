-- Slices with unit stride have sizes computed from their bounds:
-- `a[i:j]` has size `j - i`, `a[i:]` has size `n - i` and `a[:j]` has
-- size `j`, so slices with the same bounds (or matching arithmetic) can
-- be combined elementwise without a size coercion.
-- ==
-- entry: neighbours
-- input { [1, 4, 9, 16, 25] } output { [3, 5, 7, 9] }
-- input { [7] } output { empty([0]i32) }

-- ==
-- entry: window_sum
-- input { [1, 2, 3, 4, 5, 6] 1i64 4i64 } output { [6, 8, 10] }

-- ==
-- entry: update_tail
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] 1i64 }
-- output { [[1f32, 4f32, 6f32], [4f32, 10f32, 12f32]] }

entry neighbours [n] (xs: [n]i32) : []i32 =
  map2 (-) xs[1:] xs[:n-1]

entry window_sum [n] (xs: [n]i32) (lo: i64) (hi: i64) : []i32 =
  let shifted = map (+ 1) (rotate 1 xs)
  in map2 (+) xs[lo:hi] shifted[lo:hi]

def double_rows [r][c] (m: [r][c]f32) : *[r][c]f32 = map (map (* 2)) m

entry update_tail [k][l] (a: *[k][l]f32) (from: i64) : *[k][l]f32 =
  let doubled = double_rows a[:, from:]
  let a[:, from:] = map2 (map2 (\x _ -> x)) doubled a[:, from:l]
  in a
