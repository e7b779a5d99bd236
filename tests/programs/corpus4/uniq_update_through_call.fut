-- In-place updates through a chain of functions with unique parameters
-- and results.
-- ==
-- input { [1, 2, 3, 4] }
-- output { [10, 2, 30, 4] [1, 2, 3, 4] }

def set (xs: *[]i32) (i: i64) (v: i32) : *[]i32 = xs with [i] = v

def set_two (xs: *[]i32) : *[]i32 =
  let xs = set xs 0 10
  in set xs 2 30

entry main (xs: []i32) =
  let ys = set_two (copy xs)
  in (ys, xs)
