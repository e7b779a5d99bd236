-- Integer and boolean folds written as sequential loops: sums, products
-- (wrapping), counts, any/all, bitwise folds, min/max, sums under a
-- condition of the element, initial values that are not neutral, several
-- accumulators in one loop, loops over a computed index (`xs[n - 1 - i]`)
-- and over two arrays.  Each becomes a reduction (ir/loop_reduce.cpp).
-- ==
-- entry: sum_i32 product_i64 count_pos any_neg all_small bits min_max_i32 cond_sum several offset_init reversed dot_i64 sum_u8_wraps
-- input { [3i32, -7i32, 7i32, 0i32] } auto output
-- input { empty([0]i32) } auto output
-- input { [2147483647i32, 1i32, -2147483648i32] } auto output
-- random input { [10007]i32 } auto output
-- random input { [1]i32 } auto output
-- structure { loop-reduce:Loop 0 }

-- ==
-- entry: sum_i32
-- input { [3i32, -7i32, 7i32, 0i32] } output { 3i32 }
-- input { empty([0]i32) } output { 0i32 }
-- input { [2147483647i32, 1i32] } output { -2147483648i32 }

-- ==
-- entry: count_pos
-- input { [3i32, -7i32, 7i32, 0i32] } output { 2i64 }

-- ==
-- entry: offset_init
-- input { [3i32, -7i32, 7i32, 0i32] } output { 103i32 294i32 }
-- input { empty([0]i32) } output { 100i32 -2i32 }

entry sum_i32 [n] (xs: [n]i32) : i32 =
  loop s = 0 for i < n do s + xs[i]

entry product_i64 [n] (xs: [n]i32) : i64 =
  loop p = 1 for i < n do p * (i64.i32 xs[i] | 1)

entry count_pos [n] (xs: [n]i32) : i64 =
  loop c = 0 for i < n do if xs[i] > 0 then c + 1 else c

entry any_neg [n] (xs: [n]i32) : bool =
  loop found = false for i < n do found || xs[i] < 0

entry all_small [n] (xs: [n]i32) : bool =
  loop ok = true for i < n do xs[i] < 1000000 && ok

entry bits [n] (xs: [n]i32) : (i32, i32, u32) =
  loop (a, o, x) = (-1, 0, 0) for i < n do
    (a & xs[i], xs[i] | o, x ^ u32.i32 xs[i])

entry min_max_i32 [n] (xs: [n]i32) : (i32, i32) =
  loop (lo, hi) = (i32.highest, i32.lowest) for i < n do
    (i32.min lo xs[i], i32.max xs[i] hi)

-- A sum of the elements that pass a test, with the test's branch reading
-- a second element (only where the first passes).
entry cond_sum [n] (xs: [n]i32) : i32 =
  loop s = 0 for i < n do
    if xs[i] % 3 == 0 then s + xs[i] * 2 + xs[n - 1 - i] else s

entry several [n] (xs: [n]i32) : (i32, i64, i32, bool) =
  loop (s, c, m, z) = (0, 0, i32.lowest, false) for i < n do
    let x = xs[i]
    let s = s + x
    let c = if x % 2 == 0 then c + 1 else c
    in (s, c, i32.max m x, z || x == 0)

-- Initial values that are not the neutral elements.
entry offset_init [n] (xs: [n]i32) : (i32, i32) =
  loop (s, p) = (100, -2) for i < n do (s + xs[i], p * (if xs[i] == 0 then 1 else xs[i]))

entry reversed [n] (xs: [n]i32) : i32 =
  loop s = 0 for i < n do s + xs[n - 1 - i] * i32.i64 i

entry dot_i64 [n] (xs: [n]i32) : i64 =
  let ys = map (\x -> i64.i32 x - 5) xs
  in loop acc = 0 for i < n do acc + i64.i32 xs[i] * ys[i] + i

entry sum_u8_wraps [n] (xs: [n]i32) : u8 =
  loop s = 7u8 for i < n do s + u8.i32 xs[i]
