-- Lambdas and local functions capturing arrays, sizes and other
-- functions, used in `map` and called directly.
-- ==
-- input { [10, 20, 30] 2i64 }
-- output { [30, 20, 10] [20, 30, 10] 60 [[10, 20, 30], [10, 20, 30]] [11, 21, 31] }

def rotl [n] (xs: [n]i32) (k: i64) : [n]i32 =
  let at i = xs[(i + k) % n]
  in tabulate n at

entry main [n] (xs: [n]i32) (k: i64) =
  let rev = \(i: i64) -> xs[n - 1 - i]
  let sum_of (ys: [n]i32) = reduce (+) 0 ys
  let rows = \(m: i64) -> replicate m xs
  let inc = (+ 1)
  let add_inc = \(x: i32) -> inc x
  in ( map rev (iota n)
     , rotl xs (k - 1)
     , sum_of xs
     , rows k
     , map add_inc xs
     )
