-- A filter written with a prefix sum: flags, their inclusive scan gives
-- each kept element its output position, then a loop writes them in place.
-- ==
-- input { [1, 2, 3, 4, 6] } output { [2, 4, 6] 3i64 }
-- input { [1, 3, 5] } output { empty([0]i32) 0i64 }
-- input { empty([0]i32) } output { empty([0]i32) 0i64 }
-- input { [8, 8] } output { [8, 8] 2i64 }
-- random input { [10000]i32 } auto output

entry main [n] (xs: [n]i32) =
  let flags = map (\x -> x % 2 == 0) xs
  let offsets = scan (+) 0 (map i64.bool flags)
  let count = if n == 0 then 0 else offsets[n - 1]
  let out =
    loop out = replicate count 0 for i < n do
      if flags[i] then out with [offsets[i] - 1] = xs[i] else out
  in (out, count)
