-- Integer loops that stay loops: an i32 loop variable (the pass takes i64
-- ones), the first index satisfying a test, an accumulator that also
-- scales (a polynomial), a running maximum that a sum reads, and a loop
-- over an array it updates.  Their results are the loop's.  The while
-- loop that counts its index by one (`while_count`) becomes a for loop in
-- the simplifier (perf29) and then a reduction, so 5 loops stay.
-- ==
-- entry: sum_i32_var while_count first_odd poly max_then_sum scatter_loop
-- input { [3i32, -8i32, 7i32, 10i32, 5i32] } auto output
-- input { empty([0]i32) } auto output
-- random input { [1009]i32 } auto output
-- structure { loop-reduce:Loop 5 }

entry sum_i32_var [n] (xs: [n]i32) : i32 =
  let k = i32.i64 n
  in loop s = 0 for i < k do s + xs[i64.i32 i]

entry while_count [n] (xs: [n]i32) : i64 =
  (loop (i, c) = (0, 0) while i < n do (i + 1, if xs[i] > 0 then c + 1 else c)).1

entry first_odd [n] (xs: [n]i32) : i64 =
  loop r = -1 for i < n do if r == -1 && xs[i] % 2 != 0 then i else r

entry poly [n] (xs: [n]i32) : i32 =
  loop s = 0 for i < n do s * 3 + xs[i]

entry max_then_sum [n] (xs: [n]i32) : i32 =
  let (_, s) = loop (m, s) = (0, 0) for i < n do
                 let m = i32.max m xs[i]
                 in (m, s + m)
  in s

entry scatter_loop [n] (xs: [n]i32) : [n]i32 =
  loop ys = copy xs for i < n do ys with [i] = ys[i] + 1
