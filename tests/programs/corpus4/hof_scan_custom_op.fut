-- scan and reduce with a custom associative operator on tuples (a running
-- maximum with its index), and a reduce_comm.
-- ==
-- input { [3, 7, 2, 7, 9, 1] }
-- output { [3, 7, 7, 7, 9, 9] [0i64, 1i64, 1i64, 1i64, 4i64, 4i64] 29 }

def maxi (a: i32, i: i64) (b: i32, j: i64) : (i32, i64) =
  if a > b || (a == b && i < j) then (a, i) else (b, j)

entry main [n] (xs: [n]i32) =
  let (ms, is) = unzip (scan maxi (i32.lowest, -1) (zip xs (iota n)))
  in (ms, is, reduce_comm (+) 0 xs)
