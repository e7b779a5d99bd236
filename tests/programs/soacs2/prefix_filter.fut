-- a filter written by hand with a prefix sum and scatter.
-- ==
-- input { [4i32, -1i32, 0i32, 7i32, -3i32] } output { [4i32, 7i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def my_filter [n] (p: i32 -> bool) (xs: [n]i32) =
  let flags = map (\x -> if p x then 1i64 else 0) xs
  let offs = scan (+) 0 flags
  let m = if n == 0 then 0 else offs[n - 1]
  let is = map2 (\f o -> if f == 1 then o - 1 else -1) flags offs
  in scatter (replicate m 0i32) is xs

def main (xs: []i32) = my_filter (\x -> x > 0) xs
