-- Partitions whose parts are concatenated, in several spellings: an
-- odd-even split, all elements kept, none kept, `filter p ++ filter (not
-- <-< p)`, and sizes that are not a multiple of the group's tile.
-- ==
-- entry: odd_even
-- input { 0i64 } output { empty([0]i64) }
-- input { 1i64 } output { [0i64] }
-- input { 7i64 } output { [0i64, 2i64, 4i64, 6i64, 1i64, 3i64, 5i64] }
-- input { 2049i64 } auto output
-- input { 6143i64 } auto output
-- entry: all_kept
-- input { 0i64 } output { empty([0]i64) }
-- input { 5i64 } output { [0i64, 1i64, 2i64, 3i64, 4i64] }
-- input { 4099i64 } auto output
-- entry: none_kept
-- input { 0i64 } output { empty([0]i64) }
-- input { 5i64 } output { [0i64, 1i64, 2i64, 3i64, 4i64] }
-- input { 4099i64 } auto output
-- entry: by_filters
-- input { empty([0]f32) } output { empty([0]f32) }
-- input { [0.7f32, 0.2f32, 0.9f32, 0.1f32] } output { [0.7f32, 0.9f32, 0.2f32, 0.1f32] }
-- random input { [3000]f32 } auto output
-- random input { [8193]f32 } auto output
-- entry: split_sum
-- input { 0i64 } output { 0i64 }
-- input { 2050i64 } auto output

entry odd_even (n: i64) : [n]i64 =
  let xs = map (\i -> (i * 37) % n) (iota n)
  let xs = if n > 0 then xs else xs
  let (evens, odds) = partition (\x -> x % 2 == 0) (iota n)
  let _ = xs
  in evens ++ odds :> [n]i64

entry all_kept (n: i64) : [n]i64 =
  let (a, b) = partition (\x -> x >= 0) (iota n)
  in a ++ b :> [n]i64

entry none_kept (n: i64) : [n]i64 =
  let (a, b) = partition (\x -> x < 0) (iota n)
  in a ++ b :> [n]i64

entry by_filters [n] (xs: [n]f32) : []f32 =
  filter (> 0.5) xs ++ filter (\x -> !(x > 0.5)) xs

-- The concatenation used twice: the parts' sizes are read on the host.
entry split_sum (n: i64) : i64 =
  let xs = map (\i -> (i * 7919) % 1021 - 510) (iota n)
  let (neg, rest) = partition (< 0) xs
  let all = neg ++ rest
  in i64.sum all + length neg * 1000
