-- Packed counter scans whose group tiles keep each element's sum over
-- its lane's own run in narrow fields and each lane's prefix once
-- (perf32: two-level packed counters).  The whole scans are returned
-- (every component of every element read back, not only an element's
-- own digit), counts that are not one-hot (values up to 3, several
-- components non-zero at once), 32 one-hot counts (16 group words),
-- radix sort passes of 4 and 5 bits, and the scan together with a
-- scatter; sizes around the tiles of 1024, 2048 and 4096 elements, 0
-- and 1, and tens of groups looking back.
-- ==
-- entry: onehot16_scan
-- input { [3u32, 15u32, 3u32, 0u32] } output { [[0i32, 0i32, 0i32, 1i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32], [0i32, 0i32, 0i32, 1i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 1i32], [0i32, 0i32, 0i32, 2i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 1i32], [1i32, 0i32, 0i32, 2i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 0i32, 1i32]] }
-- input { empty([0]u32) } output { empty([0][16]i32) }
-- random input { [2047]u32 } auto output
-- random input { [2049]u32 } auto output
-- random input { [30001]u32 } auto output
-- entry: wide_scan
-- input { [0u32, 1u32, 2u32, 3u32, 4u32, 5u32, 6u32, 7u32] } auto output
-- random input { [1]u32 } auto output
-- random input { [4096]u32 } auto output
-- random input { [4099]u32 } auto output
-- random input { [50003]u32 } auto output
-- entry: sort4
-- input { [9u32, 4294967295u32, 0u32, 16u32, 9u32] } output { [0u32, 9u32, 9u32, 16u32, 4294967295u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [2048]u32 } auto output
-- random input { [6145]u32 } auto output
-- random input { [40001]u32 } auto output
-- entry: sort5
-- input { [33u32, 1u32, 32u32, 31u32] } output { [1u32, 31u32, 32u32, 33u32] }
-- random input { [1023]u32 } auto output
-- random input { [1025]u32 } auto output
-- random input { [25000]u32 } auto output
-- entry: ranks_and_sort
-- input { [2u32, 1u32, 2u32, 0u32] } output { [0u32, 1u32, 2u32, 2u32] [1i32, 1i32, 2i32, 1i32] }
-- random input { [4095]u32 } auto output
-- random input { [12289]u32 } auto output

-- The inclusive scan of 16 one-hot counts of the low 4 bits, returned whole.
entry onehot16_scan [n] (xs: [n]u32) : [n][16]i32 =
  scan (map2 (+)) (replicate 16 0)
       (map (\x -> let d = i64.u32 (x & 15) in tabulate 16 (\j -> i32.bool (j == d))) xs)

-- Six counts, not one-hot: component j is 3 where bit j of x is set and
-- bit j + 1 is not, 1 where both are, else 0.
entry wide_scan [n] (xs: [n]u32) : [n][6]i32 =
  let f (x: u32) (j: i64) : i32 =
    let b = (x >> u32.i64 j) & 1
    let c = (x >> u32.i64 (j + 1)) & 1
    in if b == 1 then (if c == 1 then 1 else 3) else 0
  in scan (map2 (+)) (replicate 6 0) (map (\x -> tabulate 6 (f x)) xs)

-- A pass of `bits` bits by one-hot counts from `tabulate` (k = 2^bits).
def pass [n] (k: i64) (sh: u32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) : i64 = i64.u32 ((x >> sh) & u32.i64 (k - 1))
  let ranks = scan (map2 (+)) (replicate k 0i32) (map (\x -> tabulate k (\j -> i32.bool (j == digit x))) ks)
  let tot = if n == 0 then replicate k 0i32 else ranks[n - 1]
  let starts = map2 (-) (scan (+) 0 tot) tot
  in scatter (copy ks) (map2 (\x r -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) ks ranks) ks

entry sort4 [n] (xs: [n]u32) : [n]u32 = loop xs for p < 8 do pass 16 (u32.i32 (4 * p)) xs

-- Five bits a pass (32 one-hot counts; the last pass 2 bits of them).
entry sort5 [n] (xs: [n]u32) : [n]u32 = loop xs for p < 7 do pass 32 (u32.i32 (5 * p)) xs

-- Three counts: each key's rank among the keys of its digit (0, 1 or 2
-- of x % 3) up to it, returned with the keys placed by digit.
entry ranks_and_sort [n] (xs: [n]u32) : ([n]u32, [n]i32) =
  let digit (x: u32) : i32 = i32.u32 (x % 3)
  let oh (x: u32) = let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2))
  let rs = scan (\(a0, a1, a2) (b0, b1, b2) -> (a0 + b0, a1 + b1, a2 + b2)) (0, 0, 0) (map oh xs)
  let (t0, t1, _) = if n == 0 then (0, 0, 0) else rs[n - 1]
  let place (x: u32) (r0, r1, r2) : i64 =
    i64.i32 (match digit x
             case 0 -> r0 - 1
             case 1 -> t0 + r1 - 1
             case _ -> t0 + t1 + r2 - 1)
  let own (x: u32) (r0, r1, r2) : i32 = match digit x case 0 -> r0 case 1 -> r1 case _ -> r2
  in (scatter (replicate n 0u32) (map2 place xs rs) xs, map2 own xs rs)
