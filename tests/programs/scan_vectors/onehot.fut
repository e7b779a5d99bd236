-- Scans of one-hot rows of small constant length (a radix sort's ranks):
-- the rows are computed from each key by the scan's map part, so the scan
-- runs as a 1-D scan of k-tuples (fusion/vector_scans.h) and, where only
-- one component of each row is read, the reader fuses into the scan.
-- Spellings: `tabulate`, `map` over `iota`, `scan (\a b -> map2 (+) a b)`,
-- k = 1, 2, 16 and 32, sizes not a multiple of the group size, empty.
-- ==
-- entry: ranks16
-- input { [3u32, 1u32, 3u32, 0u32, 3u32] }
-- output { [0i64, 0i64, 1i64, 0i64, 2i64] }
-- compiled random input { [100003]u32 } auto output
-- random input { [1025]u32 } auto output
-- random input { [1]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: rows16
-- input { [3u32, 1u32, 3u32] }
-- output { [[0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0], [0,1,0,1,0,0,0,0,0,0,0,0,0,0,0,0], [0,1,0,2,0,0,0,0,0,0,0,0,0,0,0,0]] }
-- random input { [1003]u32 } auto output
-- compiled random input { [70001]u32 } auto output
-- input { empty([0]u32) } output { empty([0][16]i32) }
-- ==
-- entry: ranks_lambda
-- compiled random input { [100003]u32 } auto output
-- random input { [257]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: ranks2
-- input { [1u32, 0u32, 1u32, 1u32] }
-- output { [0i64, 0i64, 1i64, 2i64] }
-- random input { [1003]u32 } auto output
-- compiled random input { [100003]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: ranks1
-- input { [4u32, 7u32, 1u32] }
-- output { [4i32, 11i32, 12i32] }
-- random input { [1003]u32 } auto output
-- compiled random input { [65537]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i32) }
-- ==
-- entry: ranks32
-- compiled random input { [50021]u32 } auto output
-- random input { [31]u32 } auto output
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: rows32_f32
-- random input { [20011]f32 } auto output
-- input { empty([0]f32) } output { empty([0][32]f32) }

def digit (x: u32) : i64 = i64.u32 (x & 15)

entry ranks16 [n] (xs: [n]u32) : [n]i64 =
  let flags = map (\x -> let d = digit x in tabulate 16 (\k -> i32.bool (k == d))) xs
  let rs = scan (map2 (+)) (replicate 16 0) flags
  in map2 (\x r -> i64.i32 r[digit x] - 1) xs rs

entry rows16 [n] (xs: [n]u32) : [n][16]i32 =
  scan (map2 (+)) (replicate 16 0) (map (\x -> map (\d -> i32.bool (d == digit x)) (iota 16)) xs)

entry ranks_lambda [n] (xs: [n]u32) : [n]i64 =
  let flags = map (\x -> let d = digit x in map (\k -> i32.bool (k == d)) (iota 16)) xs
  let rs = scan (\a b -> map2 (+) a b) (replicate 16 0) flags
  in map2 (\x r -> i64.i32 r[digit x] - 1) xs rs

entry ranks2 [n] (xs: [n]u32) : [n]i64 =
  let bit (x: u32) = i64.u32 (x & 1)
  let rs = scan (map2 (+)) (replicate 2 0i64) (map (\x -> tabulate 2 (\k -> i64.bool (k == bit x))) xs)
  in map2 (\x r -> r[bit x] - 1) xs rs

entry ranks1 [n] (xs: [n]u32) : [n]i32 =
  let rs = scan (map2 (+)) (replicate 1 0) (map (\x -> [i32.u32 (x % 1000)]) xs)
  in map (\r -> r[0]) rs

entry ranks32 [n] (xs: [n]u32) : [n]i64 =
  let d32 (x: u32) = i64.u32 (x % 32)
  let rs = scan (map2 (+)) (replicate 32 0) (map (\x -> tabulate 32 (\k -> i32.bool (k == d32 x))) xs)
  in map2 (\x r -> i64.i32 r[d32 x] - 1) xs rs

entry rows32_f32 [n] (xs: [n]f32) : [n][32]f32 =
  scan (map2 f32.max) (replicate 32 f32.lowest) (map (\x -> tabulate 32 (\k -> x * f32.i64 (k - 16))) xs)
