-- Reductions with operators not known commutative whose first pass folds
-- 4-lane vectors under a GPU profile: each thread folds a contiguous
-- chunk of vectors, and each vector's lanes, in order.  Several results
-- (a value and its index) go lane by lane.  Lengths that 4 divides (the
-- vector kernel) and lengths it does not (the scalar kernel).
-- ==
-- entry: argmax
-- input { [1f32, 5f32, 5f32, 2f32] } output { 5f32 1i64 }
-- input { [3f32] } output { 3f32 0i64 }
-- random input { [4096]f32 } auto output
-- compiled random input { [1000004]f32 } auto output
-- compiled random input { [1000001]f32 } auto output

-- ==
-- entry: compose
-- input { [1i32, 2i32, 3i32, 4i32] [1i32, 1i32, 1i32, 1i32] } output { 24i32 41i32 }
-- random input { [4096]i32 [4096]i32 } auto output
-- compiled random input { [1000004]i32 [1000004]i32 } auto output
-- compiled random input { [1000003]i32 [1000003]i32 } auto output

-- ==
-- entry: last_positive
-- input { [1i32, -2i32, 3i32, -4i32] } output { 3i32 }
-- random input { [4096]i32 } auto output
-- compiled random input { [1000004]i32 } auto output
-- compiled random input { [999999]i32 } auto output

-- ==
-- entry: first_index_of_max
-- random input { [1003]u8 } auto output
-- compiled random input { [1000004]u8 } auto output

entry argmax [n] (xs: [n]f32) : (f32, i64) =
  reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
         (f32.lowest, -1) (zip xs (iota n))

-- Composition of affine maps x -> a*x + b (associative, not commutative).
entry compose [n] (as: [n]i32) (bs: [n]i32) : (i32, i32) =
  reduce (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (zip as bs)

-- The last positive element (0 when there is none).
entry last_positive [n] (xs: [n]i32) : i32 =
  reduce (\x y -> if y > 0 then y else x) 0 (map (\x -> if x > 0 then x else 0) xs)

-- Many equal maxima: the first index must win, whatever the chunks.
entry first_index_of_max [n] (xs: [n]u8) : i64 =
  let (_, i) = reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
                      (0u8, -1) (zip (map (% 4u8) xs) (iota n))
  in i
