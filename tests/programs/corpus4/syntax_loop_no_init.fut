-- `loop x for ...` without `= init` uses the variable in scope, and `loop`
-- in a function with a unique parameter.
-- ==
-- input { [1, 2, 3] }
-- output { [2, 4, 6] 7 }

def dbl_all (xs: *[]i32) : *[]i32 =
  loop xs for i < length xs do xs with [i] = xs[i] * 2

entry main (xs: []i32) =
  let acc = 1
  let acc = loop acc for x in xs do acc + x
  in (dbl_all (copy xs), acc)
