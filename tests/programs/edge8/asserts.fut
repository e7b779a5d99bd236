-- assert that holds returns its value; one that fails is a run-time
-- error naming the condition, also inside a map.
-- ==
-- entry: safe_div
-- input { 7 2 } output { 3 }
-- input { 7 0 } error: Assertion is false
-- entry: all_pos
-- input { [1, 2, 3] } output { [1, 2, 3] }
-- input { [1, -2, 3] } error: Assertion is false
-- input { empty([0]i32) } output { empty([0]i32) }
-- entry: sorted
-- input { [1, 2, 2, 5] } output { 10 }
-- input { [3, 1] } error: Assertion is false

entry safe_div (a: i32) (b: i32) = assert (b != 0) (a / b)
entry all_pos (xs: []i32) = map (\x -> assert (x > 0) x) xs
entry sorted [n] (xs: [n]i32) =
  let ok = and (map (\i -> i == 0 || xs[i - 1] <= xs[i]) (iota n))
  in assert ok (i32.sum xs)
