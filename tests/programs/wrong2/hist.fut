-- Histograms whose operator is not commutative, or whose values are
-- tuples or narrow integers: no atomics, the kernel updates each bin in
-- place.  Futhark asks hist's operator to be commutative; runic gives the
-- interpreter's result (the values applied in index order) all the same.
-- On PoCL a one-work-item histogram kernel ran 64 work items (a launch
-- without a local size gets groups of 64 there), which raced and lost
-- updates from the 65th value on: tuple sums, u8 counts and affine
-- compositions were wrong.
-- ==
-- entry: affine
-- input { 2i64 [0i64, 1i64, 0i64] [2, 3, 5] [1, 1, 1] } output { [10, 3] [6, 1] }
-- random input { 1i64 [100]i64 [100]i32 [100]i32 } auto output
-- random input { 7i64 [100003]i64 [100003]i32 [100003]i32 } auto output
-- random input { 31i64 [257]i64 [257]i32 [257]i32 } auto output

entry affine (k: i64) (is: []i64) (as: []i32) (bs: []i32) : ([]i32, []i32) =
  let is' = map (\i -> i %% k) is
  in unzip (hist (\(a, b) (c, d) -> (a * c, b * c + d)) (1, 0) k is' (zip as bs))

-- A commutative operator on pairs: sums and counts per bin.
-- ==
-- entry: sum_count
-- input { 3i64 [0i64, 2i64, 2i64, 5i64] [1, 2, 3, 9] } output { [1f64, 9f64, 5f64] [1i64, 1i64, 2i64] }
-- random input { 5i64 [100003]i64 [100003]i32 } auto output
-- random input { 1i64 [65]i64 [65]i32 } auto output

entry sum_count [n] (k: i64) (is: [n]i64) (vs: [n]i32) : ([]f64, []i64) =
  let is' = map (\i -> i %% (k + 1)) is
  let vs' = map (\v -> f64.i32 (v % 1000)) vs
  in unzip (hist (\(s, c) (t, d) -> (s + t, c + d)) (0, 0) k is' (zip vs' (replicate n 1)))

-- Narrow integers (no 8- or 16-bit atomics).
-- ==
-- entry: small_counts
-- input { 2i64 [0i64, 1i64, 1i64] } output { [1u8, 2u8] [1i16, 2i16] }
-- random input { 3i64 [1000]i64 } auto output
-- random input { 300i64 [100003]i64 } auto output

entry small_counts [n] (k: i64) (is: [n]i64) : ([]u8, []i16) =
  let is' = map (\i -> i %% k) is
  in (hist (+) 0 k is' (replicate n 1), hist (+) 0 k is' (replicate n 1))

-- reduce_by_index into a destination with 2x2 matrix products.
-- ==
-- entry: matrices
-- input { [1, 1] [0, 0] [0, 0] [1, 1] [0i64, 0i64] [2, 3] [0, 0] [0, 0] [1, 1] }
-- output { [6, 1] [0, 0] [0, 0] [1, 1] }
-- random input { [5]i32 [5]i32 [5]i32 [5]i32 [100003]i64 [100003]i32 [100003]i32 [100003]i32 [100003]i32 } auto output

def mmul (a0: i32, b0: i32, c0: i32, d0: i32) (a1: i32, b1: i32, c1: i32, d1: i32) : (i32, i32, i32, i32) =
  (a0 * a1 + b0 * c1, a0 * b1 + b0 * d1, c0 * a1 + d0 * c1, c0 * b1 + d0 * d1)

entry matrices [k] (da: *[k]i32) (db: *[k]i32) (dc: *[k]i32) (dd: *[k]i32) (is: []i64) (as: []i32) (bs: []i32) (cs: []i32) (ds: []i32) =
  let is' = map (\i -> i %% k) is
  in unzip4 (reduce_by_index (zip4 da db dc dd) mmul (1, 0, 0, 1) is' (zip4 as bs cs ds))
