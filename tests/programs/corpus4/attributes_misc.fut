-- Attributes on expressions, bindings and definitions change nothing about
-- the results.
-- ==
-- input { [1, 2, 3, 4] }
-- output { [2, 4, 6, 8] 10 3 }

#[inline]
def dbl (x: i32) = x * 2

#[noinline]
def total (xs: []i32) = #[sequential] reduce (+) 0 xs

entry main (xs: []i32) =
  let #[unused] ys = #[unsafe] map dbl xs
  let z = #[sequential_outer] #[incremental_flattening(only_intra)] xs[2]
  in (ys, total xs, #[trace] z)
