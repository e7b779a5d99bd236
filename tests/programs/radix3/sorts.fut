-- Radix sorts as users write them, each a loop of passes: two bits a
-- pass by a 4-tuple of one-hot counts (keys alone, key-value pairs,
-- signed keys with the sign bit flipped, f32 keys by their bits), one
-- bit a pass by `partition`, by two `filter`s, and by a scatter to
-- offsets computed by `scan` by hand.
-- ==
-- entry: sort_u32
-- input { [7u32, 3u32, 3u32, 0u32, 4294967295u32] } output { [0u32, 3u32, 3u32, 7u32, 4294967295u32] }
-- random input { [50000]u32 } auto output
-- entry: sort_pairs
-- input { [3u32, 1u32, 3u32, 0u32] [1i64, 2i64, 3i64, 4i64] } output { [0u32, 1u32, 3u32, 3u32] [4i64, 2i64, 1i64, 3i64] }
-- random input { [20000]u32 [20000]i64 } auto output
-- entry: sort_i32
-- input { [5i32, -7i32, 0i32, 2147483647i32, -2147483648i32, -1i32] } output { [-2147483648i32, -7i32, -1i32, 0i32, 5i32, 2147483647i32] }
-- random input { [30000]i32 } auto output
-- entry: sort_f32
-- input { [1.5f32, -2f32, 0f32, -0.25f32, 1e10f32, -1e-10f32] } output { [-2f32, -0.25f32, -1e-10f32, 0f32, 1.5f32, 1e10f32] }
-- random input { [30000]f32 } auto output
-- entry: sort_partition
-- input { [9u32, 2u32, 9u32, 1u32] } output { [1u32, 2u32, 9u32, 9u32] }
-- random input { [20000]u32 } auto output
-- entry: sort_filters
-- input { [4u32, 8u32, 15u32, 16u32, 23u32, 42u32, 0u32] } output { [0u32, 4u32, 8u32, 15u32, 16u32, 23u32, 42u32] }
-- random input { [20000]u32 } auto output
-- entry: sort_4bit
-- input { [255u32, 16u32, 1u32, 4096u32, 15u32] } output { [1u32, 15u32, 16u32, 255u32, 4096u32] }
-- random input { [10000]u32 } auto output
-- entry: sort_offsets
-- input { [10u32, 2u32, 33u32, 2u32] } output { [2u32, 2u32, 10u32, 33u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [20000]u32 } auto output

def pass2 [n] 'v (b: i32) (ks: [n]u32) (vs: [n]v) : ([n]u32, [n]v) =
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

entry sort_u32 [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
    let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                     (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let place (x: u32) (r0, r1, r2, r3) : i64 =
      i64.i32 (match digit x
               case 0 -> r0 - 1
               case 1 -> t0 + r1 - 1
               case 2 -> t0 + t1 + r2 - 1
               case _ -> t0 + t1 + t2 + r3 - 1)
    in scatter (copy xs) (map2 place xs ranks) xs

entry sort_pairs [n] (ks: [n]u32) (vs: [n]i64) : ([n]u32, [n]i64) =
  loop (ks, vs) for b < 16 do pass2 b ks vs

entry sort_i32 [n] (xs: [n]i32) : [n]i32 =
  let flip (x: i32) = u32.i32 x ^ 0x8000_0000
  let ks = loop ks = map flip xs for b < 16 do (pass2 b ks (replicate n ())).0
  in map (\k -> i32.u32 (k ^ 0x8000_0000)) ks

-- Floats by their bits: negative ones all bits flipped, others the sign.
entry sort_f32 [n] (xs: [n]f32) : [n]f32 =
  let key (x: f32) = let u = f32.to_bits x in if u >> 31 == 1 then !u else u | 0x8000_0000
  let unkey (k: u32) = f32.from_bits (if k >> 31 == 1 then k & 0x7FFF_FFFF else !k)
  let ks = loop ks = map key xs for b < 16 do (pass2 b ks (replicate n ())).0
  in map unkey ks

entry sort_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (lo, hi) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in lo ++ hi :> [n]u32

entry sort_filters [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let bit (x: u32) = (x >> u32.i32 b) & 1
    in filter (\x -> bit x == 0) xs ++ filter (\x -> bit x == 1) xs :> [n]u32

-- One bit a pass: zeros to their scan offsets, ones after all the zeros.
entry sort_offsets [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let zero (x: u32) = i64.bool ((x >> u32.i32 b) & 1 == 0)
    let offs = scan (+) 0 (map zero xs)
    let zeros = if n == 0 then 0 else offs[n - 1]
    let at i x = if zero x == 1 then offs[i] - 1 else zeros + i - offs[i]
    in scatter (copy xs) (map2 at (iota n) xs) xs

-- Four bits a pass: the digit's histogram, its exclusive scan for the
-- starts, ranks by a scan of one-hot rows of 16.
entry sort_4bit [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map digit xs) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let ranks = scan (map2 (+)) (replicate 16 0) (map (\x -> tabulate 16 (\k -> i32.bool (k == digit x))) xs)
    in scatter (copy xs) (map2 (\x r -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) xs ranks) xs
