-- Scans with tuple operators: a running (sum, count) mean, a segmented
-- scan written with flags (the classic operator on (flag, value) pairs),
-- the running maximum with its position, and an exclusive scan by shifting.
-- ==
-- input { [2f32, 4f32, 6f32, 8f32] [true, false, true, false] }
-- output { [2f32, 3f32, 4f32, 5f32] [2f32, 6f32, 6f32, 14f32] [0i64, 1i64, 2i64, 3i64] [0f32, 2f32, 6f32, 12f32] }
-- input { [5f32, 1f32, 7f32] [true, true, false] }
-- output { [5f32, 3f32, 4.3333335f32] [5f32, 1f32, 8f32] [0i64, 0i64, 2i64] [0f32, 5f32, 6f32] }

def segscan_add [n] (flags: [n]bool) (xs: [n]f32) : [n]f32 =
  let op (fa, a) (fb, b) = (fa || fb, if fb then b else a + b)
  in (unzip (scan op (false, 0) (zip flags xs))).1

entry main [n] (xs: [n]f32) (flags: [n]bool) =
  let (sums, counts) = unzip (scan (\(s1, c1) (s2, c2) -> (s1 + s2, c1 + c2)) (0, 0i32) (map (\x -> (x, 1)) xs))
  let means = map2 (\s c -> s / f32.i32 c) sums counts
  let argmaxes = scan (\(a, i) (b, j) -> if b > a || (b == a && j < i) then (b, j) else (a, i))
                      (-f32.inf, -1) (zip xs (iota n))
  let excl = map2 (\i s -> if i == 0 then 0 else s) (iota n) (rotate (-1) sums)
  in (means, segscan_add flags xs, map (.1) argmaxes, excl)
