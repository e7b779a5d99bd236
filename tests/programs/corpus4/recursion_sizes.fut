-- Size-polymorphic recursion with explicit size parameters: each recursive
-- call is at a size of its own (a slice, a filter result).
-- ==
-- input { [3, 1, 4, 1, 5, 9, 2, 6] }
-- output { 31 [1, 1, 2, 3, 4, 5, 6, 9] 4 }

def rsum [n] (xs: [n]i32) : i32 = if n == 0 then 0 else xs[0] + rsum xs[1:]

def qsort [n] (xs: [n]i32) : []i32 =
  if n <= 1 then xs
  else let p = xs[0]
       in qsort (filter (< p) xs) ++ filter (== p) xs ++ qsort (filter (> p) xs)

def depth [n] (xs: [n]i32) : i32 = if n <= 1 then 1 else 1 + depth (take (n / 2) xs)

entry main (xs: []i32) = (rsum xs, qsort xs, depth xs)
