-- while loops: Collatz steps, a search with two conditions, and a loop with
-- a tuple condition.
-- ==
-- input { 27i64 [1, 5, 9, 12, 20] 10 }
-- output { 111i64 3i64 16 }

entry main (n: i64) (xs: []i32) (t: i32) =
  let (_, steps) =
    loop (x, steps) = (n, 0i64) while x != 1 do
      (if x % 2 == 0 then x / 2 else 3 * x + 1, steps + 1)
  let i = loop i = 0 while i < length xs && xs[i] < t do i + 1
  let p = loop p = 1 while p < t do p * 2
  in (steps, i, p)
