-- The last element satisfying a test, by a loop that overwrites its
-- accumulator where the test holds (the branches in both orders, several
-- values): a reduction whose operator keeps the larger index
-- (ir/loop_reduce.cpp, LAST).
-- ==
-- entry: last_even last_neg_value last_pair first_not_last
-- input { [3i32, -8i32, 7i32, 10i32, 5i32] } auto output
-- input { empty([0]i32) } auto output
-- input { [1i32, 3i32] } auto output
-- random input { [10007]i32 } auto output
-- structure { loop-reduce:Loop 0 }

-- ==
-- entry: last_even
-- input { [3i32, -8i32, 7i32, 10i32, 5i32] } output { 3i64 }
-- input { [1i32, 3i32] } output { -1i64 }

entry last_even [n] (xs: [n]i32) : i64 =
  loop r = -1 for i < n do if xs[i] % 2 == 0 then i else r

entry last_neg_value [n] (xs: [n]i32) : i32 =
  loop v = 0 for i < n do if xs[i] >= 0 then v else xs[i]

entry last_pair [n] (xs: [n]i32) : (i64, i32, f32) =
  loop (r, x, y) = (n, 0, 1.5) for i < n do
    if xs[i] > 100 then (i, xs[i], f32.i32 xs[i] / 2) else (r, x, y)

-- The last index whose element is smaller than the first element.
entry first_not_last [n] (xs: [n]i32) : i64 =
  let x0 = if n > 0 then xs[0] else 0
  in loop r = 0 for i < n do if xs[i] < x0 then i else r
