-- A recursive function called from a definition with a variable of the
-- enclosing function (the step) and one of its sizes.  (A local function
-- is not in scope of itself, so the recursion is a top-level function:
-- tests/errors/g8_local_fun_recursive.fut.)
-- ==
-- input { [1, 2, 3, 4, 5, 6] 2i64 } output { 9 }
-- input { [1, 2, 3, 4, 5, 6] 1i64 } output { 21 }
-- input { [10, 20, 30] 5i64 } output { 10 }

def go [n] (xs: [n]i32) (step: i64) (i: i64) (acc: i32) : i32 =
  if i >= n then acc else go xs step (i + step) (acc + xs[i])

def strided_sum [n] (xs: [n]i32) (step: i64) : i32 =
  let walk (i: i64) = go xs step i 0
  in walk 0

def main (xs: []i32) (step: i64) = strided_sum xs step
