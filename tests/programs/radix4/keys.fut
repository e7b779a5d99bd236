-- Key sorts whose scan-scatter kernel keeps each lane's keys from the
-- digit count to the placement: two bits a pass (u32, i32 by the sign
-- bit flipped, f32 by its bits, a key computed from the element and
-- placed as another value), one bit a pass by `partition` and by a
-- scatter to offsets from `scan` by hand, four bits a pass by 16 one-hot
-- counts, and sizes around the scan's tile (4096 keys).
-- ==
-- entry: sort_u32
-- input { [7u32, 3u32, 3u32, 0u32, 4294967295u32] } output { [0u32, 3u32, 3u32, 7u32, 4294967295u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [4095]u32 } auto output
-- random input { [4096]u32 } auto output
-- random input { [12289]u32 } auto output
-- entry: sort_i32
-- input { [5i32, -7i32, 0i32, 2147483647i32, -2147483648i32, -1i32] } output { [-2147483648i32, -7i32, -1i32, 0i32, 5i32, 2147483647i32] }
-- random input { [9000]i32 } auto output
-- entry: sort_f32
-- input { [1.5f32, -2f32, 0f32, -0.25f32, 1e10f32, -1e-10f32] } output { [-2f32, -0.25f32, -1e-10f32, 0f32, 1.5f32, 1e10f32] }
-- random input { [9000]f32 } auto output
-- entry: sort_by_abs
-- input { [-3i32, 1i32, -2i32, 0i32] } output { [0i32, 1i32, -2i32, -3i32] }
-- random input { [7000]i32 } auto output
-- entry: sort_partition
-- input { [9u32, 2u32, 9u32, 1u32] } output { [1u32, 2u32, 9u32, 9u32] }
-- random input { [8193]u32 } auto output
-- entry: sort_offsets
-- input { [10u32, 2u32, 33u32, 2u32] } output { [2u32, 2u32, 10u32, 33u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [8191]u32 } auto output
-- entry: sort_4bit
-- input { [255u32, 16u32, 1u32, 4096u32, 15u32] } output { [1u32, 15u32, 16u32, 255u32, 4096u32] }
-- random input { [5000]u32 } auto output

def pass2 [n] (b: i32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                   (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let place (x: u32) (r0, r1, r2, r3) : i64 =
    i64.i32 (match digit x
             case 0 -> r0 - 1
             case 1 -> t0 + r1 - 1
             case 2 -> t0 + t1 + r2 - 1
             case _ -> t0 + t1 + t2 + r3 - 1)
  in scatter (copy ks) (map2 place ks ranks) ks

entry sort_u32 [n] (xs: [n]u32) : [n]u32 = loop xs for b < 16 do pass2 b xs

entry sort_i32 [n] (xs: [n]i32) : [n]i32 =
  let ks = loop ks = map (\x -> u32.i32 x ^ 0x8000_0000) xs for b < 16 do pass2 b ks
  in map (\k -> i32.u32 (k ^ 0x8000_0000)) ks

-- Floats by their bits: negative ones all bits flipped, others the sign.
entry sort_f32 [n] (xs: [n]f32) : [n]f32 =
  let key (x: f32) = let u = f32.to_bits x in if u >> 31 == 1 then !u else u | 0x8000_0000
  let unkey (k: u32) = f32.from_bits (if k >> 31 == 1 then k & 0x7FFF_FFFF else !k)
  in map unkey (loop ks = map key xs for b < 16 do pass2 b ks)

-- The key is |x|; the value placed is x itself (stable among equal keys).
entry sort_by_abs [n] (xs: [n]i32) : [n]i32 =
  loop xs for b < 16 do
    let digit (x: i32) = i32.u32 ((u32.i32 (i32.abs x) >> u32.i32 (2 * b)) & 3)
    let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0)
                     (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let where = map2 (\x (r0, r1, r2, r3) ->
                        let d = digit x
                        in if d == 0 then i64.i32 r0 - 1
                           else if d == 1 then i64.i32 (t0 + r1) - 1
                           else if d == 2 then i64.i32 (t0 + t1 + r2) - 1
                           else i64.i32 (t0 + t1 + t2 + r3) - 1) xs ranks
    in scatter (replicate n 0) where xs

entry sort_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (lo, hi) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in lo ++ hi :> [n]u32

-- One bit a pass: zeros to the offsets of a scan of their flags, ones
-- after all the zeros.
entry sort_offsets [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let bit (x: u32) = i64.u32 ((x >> u32.i32 b) & 1)
    let zs = scan (+) 0 (map (\x -> 1 - bit x) xs)
    let nz = if n == 0 then 0 else zs[n - 1]
    let where = map3 (\i x z -> if bit x == 0 then z - 1 else nz + i - z) (iota n) xs zs
    in scatter (copy xs) where xs

entry sort_4bit [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map digit xs) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let flags = map (\x -> let d = digit x in tabulate 16 (\k -> i32.bool (k == d))) xs
    let ranks = scan (map2 (+)) (replicate 16 0) flags
    in scatter (copy xs) (map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) xs ranks) xs
