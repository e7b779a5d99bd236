-- Radix sorts of four bits a pass: each key's rank among the keys of its
-- digit before it by a scan of one-hot rows of 16 counts (the row built
-- by `tabulate`, by `map` over `iota 16`, or as `1 << digit` bits
-- unpacked), the digits' starts by an exclusive scan of a `hist`, and one
-- scatter; keys alone, key-value pairs, and 64-bit keys by 16 passes.
-- On GPU profiles the counts are packed in words inside a work-group and
-- the pass is one look-back scan with the scatter fused in.
-- ==
-- entry: sort_rows
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [3u32, 1u32, 2u32] } output { [1u32, 2u32, 3u32] }
-- input { [4294967295u32, 16u32, 15u32, 256u32, 0u32, 15u32] } output { [0u32, 15u32, 15u32, 16u32, 256u32, 4294967295u32] }
-- random input { [1024]u32 } auto output
-- random input { [30001]u32 } auto output
-- entry: sort_iota_rows
-- input { [3u32, 1u32, 2u32] } output { [1u32, 2u32, 3u32] }
-- random input { [20011]u32 } auto output
-- entry: sort_pairs
-- input { [17u32, 1u32, 17u32, 0u32] [1f32, 2f32, 3f32, 4f32] } output { [0u32, 1u32, 17u32, 17u32] [4f32, 2f32, 1f32, 3f32] }
-- random input { [12289]u32 [12289]f32 } auto output
-- entry: sort_u64
-- input { [18446744073709551615u64, 4294967296u64, 3u64, 4294967296u64] } output { [3u64, 4294967296u64, 4294967296u64, 18446744073709551615u64] }
-- random input { [6000]u64 } auto output

def digit4 (sh: i32) (x: u32) : i64 = i64.u32 ((x >> u32.i32 sh) & 15)

def pass4 [n] 'v (sh: i32) (ks: [n]u32) (vs: [n]v) : ([n]u32, [n]v) =
  let counts = hist (+) 0 16 (map (digit4 sh) ks) (replicate n 1i32)
  let starts = map2 (-) (scan (+) 0 counts) counts
  let rows = map (\x -> let d = digit4 sh x in tabulate 16 (\k -> i32.bool (k == d))) ks
  let ranks = scan (map2 (+)) (replicate 16 0) rows
  let is = map2 (\x (r: [16]i32) -> let d = digit4 sh x in i64.i32 (starts[d] + r[d] - 1)) ks ranks
  in (scatter (copy ks) is ks, scatter (copy vs) is vs)

entry sort_rows [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map digit xs) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let flags = map (\x -> let d = digit x in tabulate 16 (\k -> i32.bool (k == d))) xs
    let ranks = scan (map2 (+)) (replicate 16 0) flags
    in scatter (copy xs) (map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) xs ranks) xs

entry sort_pairs [n] (ks: [n]u32) (vs: [n]f32) : ([n]u32, [n]f32) =
  loop (ks, vs) for p < 8 do pass4 (4 * p) ks vs

-- The row as `map` over `iota 16`; the starts by a loop over the counts.
entry sort_iota_rows [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit x = i32.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map (i64.i32 <-< digit) xs) (replicate n 1i32)
    let starts = loop acc = replicate 16 0i32 for d < 15 do acc with [d + 1] = acc[d] + counts[d]
    let rows = map (\x -> map (\k -> if k == digit x then 1i32 else 0) (iota 16 |> map i32.i64)) xs
    let ranks = scan (map2 (+)) (replicate 16 0) rows
    in scatter (copy xs) (map2 (\x r -> i64.i32 (starts[digit x] + r[digit x] - 1)) xs ranks) xs

-- 64-bit keys: the low and the high halves as two u32 passes' keys.
entry sort_u64 [n] (xs: [n]u64) : [n]u64 =
  let lo = map u32.u64 xs
  let hi = map (\x -> u32.u64 (x >> 32)) xs
  let (lo, hi) = loop (lo, hi) for p < 8 do pass4 (4 * p) lo hi
  let (hi, lo) = loop (hi, lo) for p < 8 do pass4 (4 * p) hi lo
  in map2 (\h l -> u64.u32 h << 32 | u64.u32 l) hi lo
