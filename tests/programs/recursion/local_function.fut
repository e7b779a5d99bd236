-- A local recursive function inside a definition, using a variable of
-- the enclosing function (the step) and one of its sizes.
-- ==
-- input { [1, 2, 3, 4, 5, 6] 2i64 } output { 9 }
-- input { [1, 2, 3, 4, 5, 6] 1i64 } output { 21 }
-- input { [10, 20, 30] 5i64 } output { 10 }

def strided_sum [n] (xs: [n]i32) (step: i64) : i32 =
  let go (i: i64) (acc: i32) : i32 =
    if i >= n then acc else go (i + step) (acc + xs[i])
  in go 0 0

def main (xs: []i32) (step: i64) = strided_sum xs step
