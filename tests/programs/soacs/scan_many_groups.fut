-- Scans long enough for many work-groups: under a GPU profile (the
-- programs_gpu_profile test) they run as one-pass scans with decoupled
-- look-back, each group chaining its prefix from its predecessors'; on
-- other profiles as reduce-then-scan.  Integer, float, tuple, boolean and
-- non-commutative operators, and a filter and a partition built on them.
-- ==
-- random input { [1003]i32 } auto output
-- compiled random input { [100003]i32 } auto output
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [7i32] } output { [7i32] }
entry main (xs: []i32) : []i32 = scan (+) 0 xs

-- ==
-- entry: pairs
-- random input { [70001]f32 [70001]i64 } auto output
entry pairs [n] (xs: [n]f32) (ys: [n]i64) : ([n]f32, [n]i64) =
  unzip (scan (\(a, b) (c, d) -> (f32.max a c, b + d)) (f32.lowest, 0) (zip xs ys))

-- The index of the last true element so far (-1 before the first).
-- ==
-- entry: last_true
-- random input { [50000]bool } auto output
entry last_true [n] (bs: [n]bool) : [n]i64 =
  scan i64.max (-1) (map2 (\b i -> if b then i else -1) bs (iota n))

-- Composition of affine maps x -> a*x + b (not commutative), modulo 2^32.
-- ==
-- entry: affine
-- random input { [40000]i32 [40000]i32 } auto output
entry affine [n] (as: [n]i32) (bs: [n]i32) : ([n]i32, [n]i32) =
  unzip (scan (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (zip as bs))

-- ==
-- entry: compact
-- random input { [90000]f32 } auto output
entry compact (xs: []f32) : ([]f32, []f32) =
  let (lo, hi) = partition (< 0.3) xs in (filter (> 0.1) lo, hi)
