-- A higher-order function whose functional argument calls the same
-- function again (at the same type) is not a recursive call: nested
-- `tabulate`s, a combinator applied inside its own argument, a local
-- function passed down twice.
-- ==
-- entry: sums
-- input { 3i64 } output { [3i32, 6i32, 9i32] }
-- input { 0i64 } output { empty([0]i32) }

-- ==
-- entry: grid
-- input { 3i64 } output { [[0i32, 1i32, 2i32], [1i32, 2i32, 3i32], [2i32, 3i32, 4i32]] }

-- ==
-- entry: twice_inside
-- input { 3i64 } output { 6i32 }

-- ==
-- entry: local_twice
-- input { 3i64 } output { 7i32 }

def app (g: i32 -> i32) (x: i32) = g x

entry sums (n: i64) = tabulate n (\i -> i32.sum (tabulate n (\j -> i32.i64 (i + j))))
entry grid (n: i64) = tabulate n (\i -> tabulate n (\j -> i32.i64 (i + j)))
entry twice_inside (n: i64) = app (\y -> app (\z -> z + 1) y + 2) (i32.i64 n)
entry local_twice (n: i64) =
  let inc (x: i32) = x + 1
  let twice (f: i32 -> i32) (x: i32) = f (f x)
  in twice (\y -> twice inc y) (i32.i64 n)
