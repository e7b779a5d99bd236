-- Radix sorts as users write them, several spellings, whose passes are
-- packed counter scans of 32-bit counts (perf31: each count's prefix
-- over the work-groups looked back by a lane of its own): two bits a
-- pass with the counts as a [4]i32 row (a vector scan), three bits (8
-- counts), four bits (16 one-hot counts from `tabulate`), i32 keys by
-- the sign bit flipped, f32 keys by their bits, descending order, and
-- i64 counts (one lane's look-back, as before); sizes 0, 1, around the
-- 4096-key tiles, and 20000-70000 keys (tens of groups looking back).
-- ==
-- entry: sort_rows
-- input { [7u32, 3u32, 3u32, 0u32, 4294967295u32] } output { [0u32, 3u32, 3u32, 7u32, 4294967295u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [42u32] } output { [42u32] }
-- random input { [4095]u32 } auto output
-- random input { [70001]u32 } auto output
-- entry: sort_3bit
-- input { [8u32, 7u32, 64u32, 0u32, 9u32] } output { [0u32, 7u32, 8u32, 9u32, 64u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [4097]u32 } auto output
-- random input { [20011]u32 } auto output
-- entry: sort_4bit_i32
-- input { [5i32, -7i32, 0i32, 2147483647i32, -2147483648i32, -1i32] } output { [-2147483648i32, -7i32, -1i32, 0i32, 5i32, 2147483647i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [1025]i32 } auto output
-- random input { [20000]i32 } auto output
-- entry: sort_f32_desc
-- input { [1.5f32, -2f32, 0f32, -0.25f32, 1e10f32] } output { [1e10f32, 1.5f32, 0f32, -0.25f32, -2f32] }
-- random input { [9001]f32 } auto output
-- entry: sort_i64_counts
-- input { [3u32, 1u32, 2u32, 1u32] } output { [1u32, 1u32, 2u32, 3u32] }
-- random input { [12289]u32 } auto output

-- One pass of two bits, the counts as a row of four.
def pass_rows [n] (b: i32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) = i64.u32 ((x >> u32.i32 (2 * b)) & 3)
  let flags = map (\x -> let d = digit x in map (\j -> if j == d then 1i32 else 0) (iota 4)) ks
  let ranks = scan (map2 (+)) (replicate 4 0) flags
  let tot = if n == 0 then replicate 4 0 else ranks[n - 1]
  let starts = [0, tot[0], tot[0] + tot[1], tot[0] + tot[1] + tot[2]]
  let place (x: u32) (r: [4]i32) : i64 = let d = digit x in i64.i32 (starts[d] + r[d] - 1)
  in scatter (copy ks) (map2 place ks ranks) ks

entry sort_rows [n] (xs: [n]u32) : [n]u32 = loop xs for b < 16 do pass_rows b xs

-- Three bits a pass (the last pass two): eight one-hot counts.
def pass3 [n] (sh: u32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) : i32 = i32.u32 ((x >> sh) & 7)
  let ranks = scan (map2 (+)) (replicate 8 0i32) (map (\x -> tabulate 8 (\j -> i32.bool (i32.i64 j == digit x))) ks)
  let tot = if n == 0 then replicate 8 0i32 else ranks[n - 1]
  let starts = map2 (-) (scan (+) 0 tot) tot
  in scatter (copy ks) (map2 (\x r -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) ks ranks) ks

entry sort_3bit [n] (xs: [n]u32) : [n]u32 = loop xs for p < 11 do pass3 (u32.i32 (3 * p)) xs

-- Four bits a pass by a histogram of the digits and 16 one-hot counts;
-- i32 keys with the sign bit flipped.
def pass4 [n] (p: i32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
  let counts = hist (+) 0 16 (map digit ks) (replicate n 1i32)
  let starts = map2 (-) (scan (+) 0 counts) counts
  let ranks = scan (map2 (+)) (replicate 16 0) (map (\x -> tabulate 16 (\k -> i32.bool (k == digit x))) ks)
  in scatter (copy ks) (map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) ks ranks) ks

entry sort_4bit_i32 [n] (xs: [n]i32) : [n]i32 =
  let ks = map (\x -> u32.i32 x ^ 0x8000_0000) xs
  in map (\k -> i32.u32 (k ^ 0x8000_0000)) (loop ks for p < 8 do pass4 p ks)

-- Descending f32: each digit placed from the top (digit 3 first), keys
-- by their bits (negative numbers flipped whole, others by the sign).
def pass_desc [n] (b: i32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) = (x >> u32.i32 (2 * b)) & 3
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0i32, 0, 0, 0)
                   (map (\x -> let d = digit x in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))) ks)
  let (_, t1, t2, t3) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let place (x: u32) (r0, r1, r2, r3) : i64 =
    i64.i32 (if digit x == 3 then r3 - 1
             else if digit x == 2 then t3 + r2 - 1
             else if digit x == 1 then t3 + t2 + r1 - 1
             else t3 + t2 + t1 + r0 - 1)
  in scatter (copy ks) (map2 place ks ranks) ks

entry sort_f32_desc [n] (xs: [n]f32) : [n]f32 =
  let key (x: f32) = let u = f32.to_bits x in if u >> 31 == 1 then !u else u | 0x8000_0000
  let unkey (k: u32) = f32.from_bits (if k >> 31 == 1 then k & 0x7fff_ffff else !k)
  in map unkey (loop ks = map key xs for b < 16 do pass_desc b ks)

-- Two bits with i64 counts (not a 32-bit counter: lane 0 looks back).
def pass64 [n] (b: i32) (ks: [n]u32) : [n]u32 =
  let digit (x: u32) = (x >> u32.i32 (2 * b)) & 3
  let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0i64, 0, 0, 0)
                   (map (\x -> let d = digit x in (i64.bool (d == 0), i64.bool (d == 1), i64.bool (d == 2), i64.bool (d == 3))) ks)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let place (x: u32) (r0, r1, r2, r3) : i64 =
    match digit x
    case 0 -> r0 - 1
    case 1 -> t0 + r1 - 1
    case 2 -> t0 + t1 + r2 - 1
    case _ -> t0 + t1 + t2 + r3 - 1
  in scatter (copy ks) (map2 place ks ranks) ks

entry sort_i64_counts [n] (xs: [n]u32) : [n]u32 = loop xs for b < 16 do pass64 b xs
