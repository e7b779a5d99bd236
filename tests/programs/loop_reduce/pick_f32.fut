-- The best element and its index by a sequential loop over the indices, on
-- floats: strict and non-strict, max and min, the comparison in both
-- operand orders.  ir/loop_reduce.cpp turns each loop into a reduction
-- that keeps the loop's result: the first (>, <) or last (>=, <=) of equal
-- keys, NaN elements never picked, -inf elements picked only by >= from
-- -inf, the initial value for an empty array or when nothing beats it.
-- ==
-- entry: argmax_first argmax_last argmin_first argmin_last argmax_flipped argmin_flipped argmax_zero_init argmax_nan_init argmax_param_init
-- input { [3f32, 7f32, 7f32, -1f32] } auto output
-- input { empty([0]f32) } auto output
-- input { [f32.nan, 2f32, f32.nan, 2f32, f32.nan] } auto output
-- input { [f32.nan, f32.nan] } auto output
-- input { [-f32.inf, -f32.inf, -f32.inf] } auto output
-- input { [f32.inf, 1f32, f32.inf, -f32.inf] } auto output
-- input { [-0f32, 0f32, -0f32, 0f32] } auto output
-- input { [-5f32, -3f32, -3f32, -5f32] } auto output
-- random input { [10007]f32 } auto output
-- random input { [1]f32 } auto output
-- structure { loop-reduce:Loop 0 }

-- ==
-- entry: argmax_first
-- input { [3f32, 7f32, 7f32, -1f32] } output { 7f32 1i64 }
-- input { empty([0]f32) } output { -f32.inf -1i64 }
-- input { [f32.nan, 2f32, f32.nan, 2f32] } output { 2f32 1i64 }
-- input { [-f32.inf, -f32.inf] } output { -f32.inf -1i64 }

-- ==
-- entry: argmax_last
-- input { [3f32, 7f32, 7f32, -1f32] } output { 7f32 2i64 }
-- input { [-f32.inf, -f32.inf] } output { -f32.inf 1i64 }
-- input { [f32.nan, 2f32, f32.nan, 2f32, f32.nan] } output { 2f32 3i64 }

-- ==
-- entry: argmin_first
-- input { [3f32, -7f32, -7f32, 1f32] } output { -7f32 1i64 }
-- input { [f32.nan, f32.nan] } output { f32.inf -1i64 }

-- ==
-- entry: argmax_zero_init
-- input { [-3f32, -1f32] } output { 0f32 -1i64 }
-- input { [-3f32, 0f32, 2f32, 2f32, 1f32] } output { 2f32 2i64 }

entry argmax_first [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (-f32.inf, -1) for i < n do
    if xs[i] > best then (xs[i], i) else (best, bi)

entry argmax_last [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (-f32.inf, -1) for i < n do
    if xs[i] >= best then (xs[i], i) else (best, bi)

entry argmin_first [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (f32.inf, -1) for i < n do
    if xs[i] < best then (xs[i], i) else (best, bi)

entry argmin_last [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (f32.inf, -1) for i < n do
    let x = xs[i]
    in if x <= best then (x, i) else (best, bi)

-- The accumulator on the left of the comparison.
entry argmax_flipped [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (-f32.inf, -1) for i < n do
    if best < xs[i] then (xs[i], i) else (best, bi)

entry argmin_flipped [n] (xs: [n]f32) : (i64, f32) =
  loop (bi, best) = (0, f32.inf) for i < n do
    if best >= xs[i] then (i, xs[i]) else (bi, best)

-- An initial key that elements must beat: the negative ones never do.
entry argmax_zero_init [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (0, -1) for i < n do
    if xs[i] > best then (xs[i], i) else (best, bi)

-- A NaN initial key: no comparison with it holds, the loop returns it.
entry argmax_nan_init [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (f32.nan, 7) for i < n do
    if xs[i] > best then (xs[i], i) else (best, bi)

-- The initial key is the first element (not a literal): NaN when the
-- array starts with one.
entry argmax_param_init [n] (xs: [n]f32) : (f32, i64) =
  let x0 = if n > 0 then xs[0] else 0
  in loop (best, bi) = (x0, 0) for i < n do
       if xs[i] >= best then (xs[i], i) else (best, bi)
