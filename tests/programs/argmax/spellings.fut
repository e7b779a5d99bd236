-- Arg-max and arg-min reductions in the spellings users write them in:
-- a tuple operator on (value, index) pairs that breaks ties by the
-- index (ir/commutative.h finds it commutative, so GPU profiles read the
-- input strided and as 4-lane vectors), `reduce_comm`, records, i32
-- indices, pairs made by `map2`, and the value and index of both the
-- minimum and the maximum at once.  The inputs are small integers (many
-- equal values): the first index of the extreme value must win, as a
-- sequential loop finds it.  Lengths that 4 divides and others, short
-- ones and ones past the grid.
-- ==
-- entry: argmax argmax_comm argmax_i32 argmax_records argmax_map2
-- input { [3i32, 9i32, 9i32, 1i32] } output { 1i64 }
-- input { [5i32] } output { 0i64 }
-- random input { [1027]i32 } auto output
-- compiled random input { [200004]i32 } auto output
-- compiled random input { [200003]i32 } auto output

-- | A few distinct values: many ties.
def small (x: i32) : f32 = f32.i32 (x % 5)

def argmax_op (x: f32, i: i64) (y: f32, j: i64) : (f32, i64) =
  if x > y || (x == y && i < j) then (x, i) else (y, j)

entry argmax [n] (xs: [n]i32) : i64 =
  (reduce argmax_op (f32.lowest, -1) (zip (map small xs) (iota n))).1

entry argmax_comm [n] (xs: [n]i32) : i64 =
  (reduce_comm argmax_op (f32.lowest, -1) (zip (map small xs) (iota n))).1

entry argmax_i32 [n] (xs: [n]i32) : i64 =
  let (_, i) =
    reduce (\(x, i) (y, j) -> if y < x || (y == x && j > i) then (x, i) else (y, j))
           (f32.lowest, -1i32) (zip (map small xs) (map i32.i64 (iota n)))
  in i64.i32 i

entry argmax_records [n] (xs: [n]i32) : i64 =
  let best =
    reduce (\a b -> if a.v > b.v || (a.v == b.v && a.i < b.i) then a else b)
           {v = f32.lowest, i = -1} (map2 (\x i -> {v = small x, i}) xs (iota n))
  in best.i

entry argmax_map2 [n] (xs: [n]i32) : i64 =
  let pairs = map2 (\x i -> (small x, i)) xs (iota n)
  in (reduce (\(x, i) (y, j) -> if (x == y && i < j) || x > y then (x, i) else (y, j))
             (f32.lowest, -1) pairs).1

-- ==
-- entry: argmin
-- input { [3i32, 9i32, 9i32, 1i32, 6i32] } output { 3i64 }
-- random input { [1003]i32 } auto output
-- compiled random input { [200004]i32 } auto output
-- compiled random input { [200003]i32 } auto output

entry argmin [n] (xs: [n]i32) : i64 =
  (reduce (\(x, i) (y, j) -> if x < y || (x == y && i < j) then (x, i) else (y, j))
          (f32.inf, -1) (zip (map small xs) (iota n))).1

-- The sequential loop's answer against the reductions'.
-- ==
-- entry: same
-- input { [3i32, 9i32, 9i32, 1i32] } output { true }
-- random input { [1003]i32 } output { true }
-- compiled random input { [200004]i32 } output { true }
-- compiled random input { [200003]i32 } output { true }

entry same [n] (xs: [n]i32) : bool =
  let ys = map small xs
  let (_, seq_max, _, seq_min) =
    loop (bx, bi, sx, si) = (f32.lowest, -1i64, f32.inf, -1i64) for i < n do
      let x = ys[i]
      in (if x > bx then x else bx, if x > bx then i else bi,
          if x < sx then x else sx, if x < sx then i else si)
  in argmax xs == seq_max && argmax_comm xs == seq_max && argmax_i32 xs == seq_max &&
     argmax_records xs == seq_max && argmax_map2 xs == seq_max && argmin xs == seq_min

-- The minimum and the maximum with their first indices in one reduction.
-- ==
-- entry: min_max_index
-- input { [4i32, 1i32, 4i32, 1i32] } output { 1f32 1i64 4f32 0i64 }
-- random input { [1003]i32 } auto output
-- compiled random input { [200004]i32 } auto output
-- compiled random input { [200003]i32 } auto output

entry min_max_index [n] (xs: [n]i32) : (f32, i64, f32, i64) =
  reduce (\(a, i, b, j) (c, k, d, l) ->
            let (mn, mi) = if a < c || (a == c && i < k) then (a, i) else (c, k)
            let (mx, xi) = if b > d || (b == d && j < l) then (b, j) else (d, l)
            in (mn, mi, mx, xi))
         (f32.inf, -1, f32.lowest, -1)
         (map2 (\x i -> (small x, i, small x, i)) xs (iota n))

-- NaN the largest value (as PyTorch's argmax takes it): the operator tests
-- NaN, so it is not found commutative and keeps its order; still the
-- first index of the largest wins.
-- ==
-- entry: argmax_nan
-- input { [1f32, f32.nan, 3f32, f32.nan] } output { 1i64 }
-- input { [1f32, 3f32, 2f32, 3f32] } output { 1i64 }
-- random input { [1003]f32 } auto output
-- compiled random input { [100003]f32 } auto output

entry argmax_nan [n] (xs: [n]f32) : i64 =
  let gt x y = (f32.isnan x && !(f32.isnan y)) || x > y
  let eq x y = (f32.isnan x && f32.isnan y) || x == y
  in (reduce (\(x, i) (y, j) -> if gt x y || (eq x y && i < j) then (x, i) else (y, j))
             (f32.lowest, -1) (zip xs (iota n))).1
