-- More spellings of reductions written as loops: `for x in xs`, a range,
-- values computed from the index alone, a loop inside a host `if`, an
-- argmax loop per row inside a loop over the rows (both become
-- reductions: a segmented one), and the pick's comparison through a
-- let-bound copy of the accumulator.
-- ==
-- entry: sum_in count_range hash_argmax in_if rows_argmax copied_acc short_count
-- input { [3i32, -7i32, 7i32, 0i32, 7i32, -7i32] } auto output
-- input { empty([0]i32) } auto output
-- random input { [10007]i32 } auto output
-- random input { [2]i32 } auto output
-- structure { loop-reduce:Loop 0 }

-- ==
-- entry: short_count
-- input { [3i32, -7i32] } output { 0i32 -1i64 }
-- input { [3i32, -7i32, 7i32, 0i32, 7i32] } output { -4i32 1i64 }

-- ==
-- entry: sum_in
-- input { [3i32, -7i32, 7i32, 0i32] } output { 3i32 }

entry sum_in (xs: []i32) : i32 =
  loop s = 0 for x in xs do s + x

entry count_range [n] (xs: [n]i32) : i32 =
  loop c = 0 for i in 1..<i64.max 1 n do if xs[i] > xs[i - 1] then c + 1 else c

def hash (i: i64) : u32 =
  let x = u32.i64 i * 2654435761
  in (x ^ (x >> 15)) * 2246822519

entry hash_argmax [n] (xs: [n]i32) : (u32, i64) =
  loop (best, bi) = (0, -1) for i < n + 100 do
    let v = hash i
    in if v > best then (v, i) else (best, bi)

entry in_if [n] (xs: [n]i32) : i64 =
  if n > 1
  then (loop (best, bi) = (xs[0], 0) for i < n do
          if xs[i] < best then (xs[i], i) else (best, bi)).1
  else -5

entry rows_argmax [n] (xs: [n]i32) : i64 =
  let m = n / 8
  let xss = tabulate_2d m 8 (\r j -> xs[r * 8 + j])
  in loop s = 0 for r < m do
       let (_, bi) = loop (best, bi) = (i32.lowest, -1) for j < 8 do
                       if xss[r, j] >= best then (xss[r, j], j) else (best, bi)
       in s + bi * r

entry copied_acc [n] (xs: [n]i32) : (i32, i64) =
  loop (best, bi) = (0, 0) for i < n do
    let b = best
    let x = xs[i] * 2
    in if x > b then (x, i) else (b, bi)

-- A trip count that may be negative (the loop then runs no iteration).
entry short_count [n] (xs: [n]i32) : (i32, i64) =
  let (s, _, bi) = loop (s, best, bi) = (0, i32.highest, -1) for i < n - 3 do
                     let x = xs[i]
                     let (best', bi') = if x < best then (x, i) else (best, bi)
                     in (s + x, best', bi')
  in (s, bi)
