-- The same ranks with a tuple of four counters (a scan of tuples, no
-- vectors), and a radix sort pass by one-hot rows with a scatter and the
-- digits' totals, next to scans whose rows are stored arrays (the flat
-- segmented scan) and rows with a second scanned array.
-- ==
-- entry: counters4
-- input { [2u32, 2u32, 0u32, 3u32, 2u32] }
-- output { [0i64, 1i64, 0i64, 0i64, 2i64] }
-- random input { [1003]u32 } auto output
-- compiled random input { [100003]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: sort_pass
-- input { [7u32, 3u32, 23u32, 1u32] }
-- output { [1u32, 3u32, 7u32, 23u32] }
-- compiled random input { [100003]u32 } auto output
-- random input { [4097]u32 } auto output
-- input { empty([0]u32) } output { empty([0]u32) }
-- ==
-- entry: stored_rows
-- random input { [4099][16]i32 } auto output
-- input { empty([0][16]i32) } output { empty([0][16]i32) }
-- ==
-- entry: two_rows
-- random input { [10007]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i32) }

entry counters4 [n] (xs: [n]u32) : [n]i64 =
  let d (x: u32) = x & 3
  let one (x: u32) = (i64.bool (d x == 0), i64.bool (d x == 1), i64.bool (d x == 2), i64.bool (d x == 3))
  let rs = scan (\(a, b, c, e) (a', b', c', e') -> (a + a', b + b', c + c', e + e')) (0, 0, 0, 0) (map one xs)
  let pick x (a, b, c, e) = (match d x case 0 -> a case 1 -> b case 2 -> c case _ -> e) - 1
  in map2 pick xs rs

entry sort_pass [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 2 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let ranks = scan (map2 (+)) (replicate 16 0) (map (\x -> tabulate 16 (\k -> i32.bool (k == digit x))) xs)
    let totals = if n == 0 then replicate 16 0 else ranks[n - 1]
    let starts = map2 (-) (scan (+) 0 totals) totals
    in scatter (copy xs) (map2 (\x r -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) xs ranks) xs

entry stored_rows [n] (rows: [n][16]i32) : [n][16]i32 =
  scan (map2 (+)) (replicate 16 0) (map (map (* 2)) rows)

entry two_rows [n] (xs: [n]u32) : [n]i32 =
  let rows = map (\x -> (tabulate 4 (\k -> i32.u32 (x >> u32.i64 k) & 1), tabulate 4 (\k -> i32.i64 k * i32.u32 (x & 7)))) xs
  let (as, bs) = unzip rows
  let (ra, rb) = unzip (scan (\(a, b) (c, e) -> (map2 (+) a c, map2 (+) b e)) (replicate 4 0, replicate 4 0) (zip as bs))
  in map2 (\a b -> a[1] + b[3]) ra rb
