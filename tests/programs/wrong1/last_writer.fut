-- "Last writer wins" histograms: an operator that returns its second
-- argument, whose neutral element is neutral on the left only
-- (op(x, ne) = ne).  Futhark asks hist for a commutative operator with a
-- neutral element, but programs use this one to pick each bin's value when
-- all of a bin's values are equal (Acomage/material's `unique`).  The
-- OpenCL kernels combined local sub-histograms that started at `ne` with
-- the operator, so every bin came out as `ne` (here 0).
-- ==
-- entry: overwrite
-- input { 4i64 [0i64, 1i64, 1i64, 2i64, 2i64, 2i64, 3i64] [1, 3, 3, 5, 5, 5, 9] }
-- output { [1, 3, 5, 9] }
-- input { 6i64 [5i64, 0i64, 5i64, 3i64] [7, 2, 7, 4] }
-- output { [2, 0, 0, 4, 0, 7] }
-- input { 3i64 empty([0]i64) empty([0]i32) }
-- output { [0, 0, 0] }

entry overwrite (k: i64) (is: []i64) (vs: []i32) : []i32 =
  hist (\_ y -> y) 0 k is vs

-- ==
-- entry: named_op
-- input { 4i64 [3i64, 3i64, 0i64, 1i64, -1i64, 9i64] [8i64, 8i64, -2i64, 6i64, 100i64, 100i64] }
-- output { [-2i64, 6i64, -1i64, 8i64] }

def second 'a (_: a) (y: a) : a = y

entry named_op (k: i64) (is: []i64) (vs: []i64) : []i64 =
  hist second (-1) k is vs

-- ==
-- entry: into_dest
-- input { [10f32, 20f32, 30f32, 40f32] [2i64, 2i64, 0i64] [0.5f32, 0.5f32, 1.5f32] }
-- output { [1.5f32, 20f32, 0.5f32, 40f32] }

entry into_dest (dest: *[]f32) (is: []i64) (vs: []f32) : []f32 =
  reduce_by_index dest (\_ b -> b) 0f32 is vs

-- The first writer's operator keeps the bin: `ne` for hist, the
-- destination's values for reduce_by_index.
-- ==
-- entry: keep_first
-- input { [7, 8, 9] [0i64, 0i64, 2i64] [1, 2, 3] }
-- output { [0, 0, 0] [7, 8, 9] }

entry keep_first [k] (dest: *[k]i32) (is: []i64) (vs: []i32) : ([]i32, []i32) =
  (hist (\x _ -> x) 0 k is vs, reduce_by_index dest (\x _ -> x) 0 is vs)

-- Many values into few bins (the sub-histograms' case), each bin's values
-- equal: 3 * bin, untouched bins -1.
-- ==
-- entry: per_bin
-- random input { 16i64 [100000]i64 } auto output
-- random input { 1000i64 [50000]i64 } auto output
-- random input { 7i64 [3]i64 } auto output

entry per_bin (k: i64) (xs: []i64) : []i64 =
  let is = map (\x -> x %% (k + 2) - 1) xs
  in hist (\_ y -> y) (-1) k is (map (* 3) is)
