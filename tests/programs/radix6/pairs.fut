-- Key-value radix sorts and multi-way partitions as users write them
-- (perf31): 2-bit passes moving (u32 key, f32 value) pairs, an argsort
-- of i32 keys by 4-bit passes (16 one-hot counts), 1-bit passes by
-- `partition` on f32 keys, a stable partition into 4 buckets by a
-- classifier that is not a digit (4 one-hot counts), and a 3-way split
-- with the counts as a record; n = 0, 1 and sizes past the tiles.
-- ==
-- entry: sort_pairs
-- input { [3u32, 1u32, 3u32, 0u32] [0.5f32, 1.5f32, 2.5f32, 3.5f32] } output { [0u32, 1u32, 3u32, 3u32] [3.5f32, 1.5f32, 0.5f32, 2.5f32] }
-- input { empty([0]u32) empty([0]f32) } output { empty([0]u32) empty([0]f32) }
-- random input { [10007]u32 [10007]f32 } auto output
-- entry: argsort4
-- input { [5i32, -7i32, 5i32, 0i32] } output { [1i64, 3i64, 0i64, 2i64] }
-- input { [9i32] } output { [0i64] }
-- random input { [5000]i32 } auto output
-- entry: sort_partition_f32
-- input { [1.5f32, -2f32, 0f32, -0.25f32] } output { [-2f32, -0.25f32, 0f32, 1.5f32] }
-- input { empty([0]f32) } output { empty([0]f32) }
-- random input { [8193]f32 } auto output
-- entry: buckets4
-- input { [0.9f32, -3f32, 0.1f32, 7f32, -0.5f32, 0.2f32] } output { [-3f32, -0.5f32, 0.1f32, 0.2f32, 0.9f32, 7f32] }
-- input { empty([0]f32) } output { empty([0]f32) }
-- random input { [30001]f32 } auto output
-- entry: split3
-- input { [5i32, -1i32, 0i32, 3i32, -4i32, 0i32] } output { [-1i32, -4i32, 0i32, 0i32, 5i32, 3i32] }
-- random input { [9000]i32 } auto output

def pair_pass [n] (b: i32) (ks: [n]u32, vs: [n]f32) : ([n]u32, [n]f32) =
  let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                   (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let is = map2 (\x (r0, r1, r2, r3) ->
                   i64.i32 (match digit x
                            case 0 -> r0 - 1
                            case 1 -> t0 + r1 - 1
                            case 2 -> t0 + t1 + r2 - 1
                            case _ -> t0 + t1 + t2 + r3 - 1)) ks ranks
  in (scatter (copy ks) is ks, scatter (copy vs) is vs)

entry sort_pairs [n] (ks: [n]u32) (vs: [n]f32) : ([n]u32, [n]f32) =
  loop (ks, vs) for b < 16 do pair_pass b (ks, vs)

entry argsort4 [n] (xs: [n]i32) : [n]i64 =
  let ks = map (\x -> u32.i32 x ^ 0x8000_0000) xs
  let (_, is) =
    loop (ks, is) = (ks, iota n) for p < 8 do
      let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
      let counts = hist (+) 0 16 (map digit ks) (replicate n 1i32)
      let starts = map2 (-) (scan (+) 0 counts) counts
      let ranks = scan (map2 (+)) (replicate 16 0) (map (\x -> tabulate 16 (\k -> i32.bool (k == digit x))) ks)
      let dest = map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) ks ranks
      in (scatter (copy ks) dest ks, scatter (copy is) dest is)
  in is

entry sort_partition_f32 [n] (xs: [n]f32) : [n]f32 =
  let key (x: f32) = let u = f32.to_bits x in if u >> 31 == 1 then !u else u | 0x8000_0000
  let unkey (k: u32) = f32.from_bits (if k >> 31 == 1 then k & 0x7fff_ffff else !k)
  let ks = loop ks = map key xs for b < 32 do
             let (lo, hi) = partition (\k -> (k >> u32.i32 b) & 1 == 0) ks
             in lo ++ hi :> [n]u32
  in map unkey ks

-- Buckets: below 0, [0, 0.5), [0.5, 1), 1 and above; stable in each.
entry buckets4 [n] (xs: [n]f32) : [n]f32 =
  let bucket (x: f32) : i32 = if x < 0 then 0 else if x < 0.5 then 1 else if x < 1 then 2 else 3
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                   (map (\x -> let c = bucket x in (i32.bool (c == 0), i32.bool (c == 1), i32.bool (c == 2), i32.bool (c == 3))) xs)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let place x (r0, r1, r2, r3) =
    i64.i32 (match bucket x
             case 0 -> r0 - 1
             case 1 -> t0 + r1 - 1
             case 2 -> t0 + t1 + r2 - 1
             case _ -> t0 + t1 + t2 + r3 - 1)
  in scatter (replicate n 0f32) (map2 place xs ranks) xs

-- Negatives, zeros, positives; the counts a record.
entry split3 [n] (xs: [n]i32) : [n]i32 =
  let cls (x: i32) = if x < 0 then 0 else if x == 0 then 1 else 2
  let cs = scan (\a b -> {neg = a.neg + b.neg, zero = a.zero + b.zero, pos = a.pos + b.pos}) {neg = 0i32, zero = 0, pos = 0}
                (map (\x -> {neg = i32.bool (cls x == 0), zero = i32.bool (cls x == 1), pos = i32.bool (cls x == 2)}) xs)
  let last = if n == 0 then {neg = 0, zero = 0, pos = 0} else cs[n - 1]
  let place x c = i64.i32 (if cls x == 0 then c.neg - 1 else if cls x == 1 then last.neg + c.zero - 1 else last.neg + last.zero + c.pos - 1)
  in scatter (copy xs) (map2 place xs cs) xs
