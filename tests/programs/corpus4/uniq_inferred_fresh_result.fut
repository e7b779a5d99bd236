-- A definition without a return type whose body makes a fresh array: its
-- result can be updated in place by the caller.
-- ==
-- input { [1, 2, 3] }
-- output { [100, 3, 4] }

def incr xs = map (+ 1) xs

entry main (xs: []i32) =
  let ys = incr xs
  in ys with [0] = 100
