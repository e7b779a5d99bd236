-- Counting scans in several spellings, each a scan of k small counters
-- (one-hot rows of a class: the look-back scan packs them into fields of
-- 32-bit words and sizes its tiles by the words, rewrite/lower.cpp
-- counter_layout): a 3-bit LSD radix sort (eight one-hot bins as rows),
-- a stable k-way partition by a class function (five classes as a tuple
-- built by a match), a counting sort over 8 classes by i64 counters with
-- the starts from `hist`, and twelve classes weighted 0 to 3.  Sizes
-- across several groups' tiles (up to 4096 elements a group), a partial
-- last tile, one element and none.
-- ==
-- entry: sort3
-- input { [5u32, 4u32, 3u32, 2u32, 1u32, 0u32, 4294967295u32, 8u32] }
-- output { [0u32, 1u32, 2u32, 3u32, 4u32, 5u32, 8u32, 4294967295u32] }
-- random input { [100003]u32 } auto output
-- random input { [4096]u32 } auto output
-- random input { [4097]u32 } auto output
-- input { [7u32] } output { [7u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- ==
-- entry: partition5
-- input { [9i32, -3i32, 4i32, 10i32, 0i32, 7i32, 5i32] }
-- output { [10i32, 0i32, 5i32, 9i32, 4i32, -3i32, 7i32] [3i64, 2i64, 1i64, 1i64, 0i64] }
-- random input { [100003]i32 } auto output
-- random input { [8191]i32 } auto output
-- input { empty([0]i32) } output { empty([0]i32) [0i64, 0i64, 0i64, 0i64, 0i64] }
-- ==
-- entry: counting8
-- input { [7u8, 0u8, 7u8, 3u8, 0u8] [10f32, 20f32, 30f32, 40f32, 50f32] }
-- output { [0u8, 0u8, 3u8, 7u8, 7u8] [20f32, 50f32, 40f32, 10f32, 30f32] }
-- random input { [65537]u8 [65537]f32 } auto output
-- input { empty([0]u8) empty([0]f32) } output { empty([0]u8) empty([0]f32) }
-- ==
-- entry: weighted12
-- random input { [100003]u32 } auto output
-- random input { [2048]u32 } auto output
-- input { [0u32, 13u32, 26u32] } output { [1i32, 2i32, 3i32] }
-- input { empty([0]u32) } output { empty([0]i32) }

-- Three bits a pass (the last pass two), each pass a scan of eight
-- one-hot rows and a scatter to the digit's start plus the rank.
entry sort3 [n] (keys: [n]u32) : [n]u32 =
  loop xs = keys for p < 11 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (3 * p)) & 7)
    let rows = map (\x -> tabulate 8 (\k -> i32.bool (k == digit x))) xs
    let ranks = scan (map2 (+)) (replicate 8 0) rows
    let totals = if n == 0 then replicate 8 0 else ranks[n - 1]
    let starts = map2 (-) (scan (+) 0 totals) totals
    let place (x: u32) (r: [8]i32) : i64 = let d = digit x in i64.i32 (starts[d] + r[d] - 1)
    in scatter (copy xs) (map2 place xs ranks) xs

-- A stable partition into five classes (multiples of 5 first, then
-- remainder 4, 3, 2, 1 of the absolute value), with the classes' sizes.
entry partition5 [n] (xs: [n]i32) : ([n]i32, [5]i64) =
  let class (x: i32) : i32 = match i32.abs x % 5
                             case 0 -> 0
                             case 4 -> 1
                             case 3 -> 2
                             case 2 -> 3
                             case _ -> 4
  let flags (x: i32) =
    let c = class x
    in (i64.bool (c == 0), i64.bool (c == 1), i64.bool (c == 2), i64.bool (c == 3), i64.bool (c == 4))
  let add (a0, a1, a2, a3, a4) (b0, b1, b2, b3, b4) : (i64, i64, i64, i64, i64) =
    (a0 + b0, a1 + b1, a2 + b2, a3 + b3, a4 + b4)
  let ranks = scan add (0, 0, 0, 0, 0) (map flags xs)
  let (s0, s1, s2, s3, s4) = if n == 0 then (0, 0, 0, 0, 0) else ranks[n - 1]
  let place (x: i32) (r0, r1, r2, r3, r4) : i64 =
    match class x
    case 0 -> r0 - 1
    case 1 -> s0 + r1 - 1
    case 2 -> s0 + s1 + r2 - 1
    case 3 -> s0 + s1 + s2 + r3 - 1
    case _ -> s0 + s1 + s2 + s3 + r4 - 1
  in (scatter (copy xs) (map2 place xs ranks) xs, [s0, s1, s2, s3, s4])

-- A counting sort of (key, value) pairs by the key's low three bits:
-- the classes' starts from a histogram, each pair's rank among its class
-- by a scan of i64 rows, both arrays scattered.
entry counting8 [n] (ks: [n]u8) (vs: [n]f32) : ([n]u8, [n]f32) =
  let cls (k: u8) : i64 = i64.u8 (k & 7)
  let counts = hist (+) 0 8 (map cls ks) (replicate n 1i64)
  let starts = map2 (-) (scan (+) 0 counts) counts
  let ranks = scan (map2 (+)) (replicate 8 0i64)
                   (map (\k -> map (\c -> if c == cls k then 1 else 0) (iota 8)) ks)
  let is = map2 (\k r -> starts[cls k] + r[cls k] - 1) ks ranks
  in (scatter (copy ks) is ks, scatter (copy vs) is vs)

-- Twelve classes (the key mod 12), the class's counter raised by 1 to 3
-- (its key / 12 mod 3 + 1); each key gets its class's running weight.
entry weighted12 [n] (xs: [n]u32) : [n]i32 =
  let cls (x: u32) = i64.u32 (x % 12)
  let w (x: u32) : i32 = if (x / 12) % 3 == 0 then 1 else if (x / 12) % 3 == 1 then 2 else 3
  let rows = map (\x -> tabulate 12 (\k -> if k == cls x then w x else 0)) xs
  let sums = scan (map2 (+)) (replicate 12 0) rows
  in map2 (\x r -> r[cls x]) xs sums
