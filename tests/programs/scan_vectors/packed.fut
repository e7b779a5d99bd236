-- Scans of several small counters (the look-back scan packs them into
-- fields of 32-bit words inside a group, backend/kernel_codegen.cpp
-- packed_layout): counts of 0 and 1 from bools, counts up to 3 and 7 from
-- branches, i32, i64 and u32 counters, mixed in one tuple, read back
-- whole or picked per element, scattered, and a tuple with one counter
-- that is not small (not packed), against the interpreter.
-- ==
-- entry: weighted
-- input { [0u32, 1u32, 2u32, 3u32, 4u32, 5u32, 6u32] }
-- output { [0i32, 1i32, 1i32, 2i32, 2i32, 3i32, 3i32] [3i64, 3i64, 3i64, 6i64, 6i64, 6i64, 9i64] [0u32, 0u32, 7u32, 7u32, 7u32, 7u32, 14u32] }
-- random input { [100003]u32 } auto output
-- random input { [4097]u32 } auto output
-- input { [9u32] } output { [1i32] [3i64] [0u32] }
-- input { empty([0]u32) } output { empty([0]i32) empty([0]i64) empty([0]u32) }
-- ==
-- entry: eight_bins
-- random input { [100003]u32 } auto output
-- random input { [2049]u32 } auto output
-- input { [7u32, 0u32, 7u32] } output { [1i32, 1i32, 2i32] }
-- input { empty([0]u32) } output { empty([0]i32) }
-- ==
-- entry: with_sum
-- random input { [100003]u32 } auto output
-- input { [1u32, 2u32, 3u32] } output { [0i64, 2i64, 4i64] }
-- input { empty([0]u32) } output { empty([0]i64) }
-- ==
-- entry: place3
-- input { [5u32, 4u32, 3u32, 2u32, 1u32, 0u32] }
-- output { [3u32, 0u32, 4u32, 1u32, 5u32, 2u32] }
-- random input { [100003]u32 } auto output
-- random input { [512]u32 } auto output
-- input { empty([0]u32) } output { empty([0]u32) }

-- Three counters: one for odd keys, 3 for keys that are multiples of 3,
-- 7 for keys of 2 mod 4.
entry weighted [n] (xs: [n]u32) : ([n]i32, [n]i64, [n]u32) =
  let w (x: u32) : (i32, i64, u32) =
    (i32.bool (x % 2 == 1), if x % 3 == 0 then 3 else 0, if x % 4 == 2 then 7 else 0)
  let add (a, b, c) (d, e, f) : (i32, i64, u32) = (a + d, b + e, c + f)
  in unzip3 (scan add (0, 0, 0) (map w xs))

-- Eight one-hot bins of the key's low three bits, as 8-element rows; each
-- key's rank among the keys of its bin.
entry eight_bins [n] (xs: [n]u32) : [n]i32 =
  let bin (x: u32) = i64.u32 (x & 7)
  let rows = map (\x -> tabulate 8 (\k -> i32.bool (k == bin x))) xs
  let ranks = scan (map2 (+)) (replicate 8 0) rows
  in map2 (\x r -> r[bin x]) xs ranks

-- A flag counter next to a running sum of the keys (not small): the
-- sum of the keys before each one, with the count of even keys added.
entry with_sum [n] (xs: [n]u32) : [n]i64 =
  let f (x: u32) = (i64.bool (x % 2 == 0), i64.u32 (x % 1000))
  let (cs, ss) = unzip (scan (\(a, b) (c, d) -> (a + c, b + d)) (0, 0) (map f xs))
  in map3 (\c s x -> c + s - i64.u32 (x % 1000)) cs ss xs

-- One stable counting-sort pass by the key mod 3, the totals from a
-- histogram: each key's place is its digit's start plus its rank.
entry place3 [n] (xs: [n]u32) : [n]u32 =
  let d (x: u32) = i64.u32 (x % 3)
  let one (x: u32) = (i32.bool (d x == 0), i32.bool (d x == 1), i32.bool (d x == 2))
  let ranks = scan (\(a, b, c) (e, f, g) -> (a + e, b + f, c + g)) (0, 0, 0) (map one xs)
  let counts = hist (+) 0 3 (map d xs) (replicate n 1i32)
  let starts = map2 (-) (scan (+) 0 counts) counts
  let place x (r0, r1, r2) = i64.i32 (match d x case 0 -> starts[0] + r0 - 1 case 1 -> starts[1] + r1 - 1 case _ -> starts[2] + r2 - 1)
  in scatter (copy xs) (map2 place xs ranks) xs
