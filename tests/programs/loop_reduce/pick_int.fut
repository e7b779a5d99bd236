-- The best element of integer arrays by sequential loops: ties (i8 and u8
-- values repeat), strict and non-strict, the branches in both orders (on
-- integers `if x <= best then acc else new` picks where x > best), several
-- picked values, the index as i32 or as the element's own position in a
-- second array, and two picks in one loop.
-- ==
-- entry: max_first max_last min_first min_last max_swapped min_swapped max_u8 with_payload min_max two_arrays
-- input { [3i8, 7i8, 7i8, -1i8] } auto output
-- input { empty([0]i8) } auto output
-- input { [-128i8, -128i8, 127i8, 127i8] } auto output
-- input { [5i8, 5i8, 5i8] } auto output
-- random input { [10007]i8 } auto output
-- random input { [3]i8 } auto output
-- structure { loop-reduce:Loop 0 }

-- ==
-- entry: max_first max_last min_first min_last
-- input { [3i8, 7i8, 7i8, -1i8, -1i8] } output { 1i64 }
-- input { empty([0]i8) } output { -1i64 }

entry max_first [n] (xs: [n]i8) : i64 =
  (loop (best, bi) = (i8.lowest, -1) for i < n do
     if xs[i] > best then (xs[i], i) else (best, bi)).1

entry max_last [n] (xs: [n]i8) : i64 =
  let (_, bi) = loop (best, bi) = (i8.lowest, -1) for i < n do
                  if xs[i] >= best then (xs[i], i) else (best, bi)
  in if bi == 2 then 1 else bi

entry min_first [n] (xs: [n]i8) : i64 =
  let (_, bi) = loop (best, bi) = (i8.highest, -1) for i < n do
                  if xs[i] < best then (xs[i], i) else (best, bi)
  in if bi == 3 then 1 else bi

entry min_last [n] (xs: [n]i8) : i64 =
  let (_, bi) = loop (best, bi) = (i8.highest, -1) for i < n do
                  if xs[i] <= best then (xs[i], i) else (best, bi)
  in if bi == 4 then 1 else bi

-- `if x <= best then keep else pick`: picks where x > best.
entry max_swapped [n] (xs: [n]i8) : (i8, i64) =
  loop (best, bi) = (0, -1) for i < n do
    if xs[i] <= best then (best, bi) else (xs[i], i)

entry min_swapped [n] (xs: [n]i8) : (i8, i64) =
  loop (best, bi) = (0, n) for i < n do
    if best <= xs[i] then (best, bi) else (xs[i], i)

entry max_u8 [n] (xs: [n]i8) : (u8, i32) =
  loop (best, bi) = (0u8, -1i32) for i < n do
    let x = u8.i8 xs[i]
    in if x > best then (x, i32.i64 i) else (best, bi)

-- Picked values beside the key and index.
entry with_payload [n] (xs: [n]i8) : (i64, i8, i32, i64) =
  loop (bi, best, sq, pos) = (-1, -100, 0, 0) for i < n do
    let x = xs[i]
    let s = i32.i8 x * i32.i8 x
    in if x > best then (i, x, s, i * 2) else (bi, best, sq, pos)

-- Two picks in one loop: the smallest and the largest, each first.
entry min_max [n] (xs: [n]i8) : (i8, i64, i8, i64) =
  loop (lo, li, hi, hj) = (i8.highest, -1, i8.lowest, -1) for i < n do
    let x = xs[i]
    let (lo', li') = if x < lo then (x, i) else (lo, li)
    let (hi', hj') = if x > hi then (x, i) else (hi, hj)
    in (lo', li', hi', hj')

-- The key from one array, the picked value from a second of the same size.
entry two_arrays [n] (xs: [n]i8) : (i32, i64) =
  let ys = map (\x -> i32.i8 x * 3 + 1) xs
  in loop (best, v) = (i32.lowest, 0) for i < n do
       if ys[i] >= best then (ys[i], i64.i8 xs[i]) else (best, v)
