-- Key sorts whose scan-scatter kernel ranks each work-group's keys into
-- digit order in local memory before it writes them (perf28): two bits a
-- pass (u32; i32 by the sign bit flipped; f32 by its bits; digits placed
-- in descending order), four bits a pass by a `hist` of the digits and 16
-- one-hot counts, and one bit a pass by `partition`; sizes around the
-- scan's tiles (1024 and 4096 keys), n = 0 and 1, keys all equal, already
-- sorted and reversed.
-- ==
-- entry: sort_u32
-- input { [7u32, 3u32, 3u32, 0u32, 4294967295u32] } output { [0u32, 3u32, 3u32, 7u32, 4294967295u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [42u32] } output { [42u32] }
-- random input { [4097]u32 } auto output
-- random input { [12287]u32 } auto output
-- entry: sort_i32
-- input { [5i32, -7i32, 0i32, 2147483647i32, -2147483648i32, -1i32] } output { [-2147483648i32, -7i32, -1i32, 0i32, 5i32, 2147483647i32] }
-- random input { [9001]i32 } auto output
-- entry: sort_f32
-- input { [1.5f32, -2f32, 0f32, -0.25f32, 1e10f32, -1e-10f32] } output { [-2f32, -0.25f32, -1e-10f32, 0f32, 1.5f32, 1e10f32] }
-- random input { [5003]f32 } auto output
-- entry: sort_desc
-- input { [1u32, 9u32, 4u32, 9u32] } output { [9u32, 9u32, 4u32, 1u32] }
-- random input { [6000]u32 } auto output
-- entry: sort_hist4
-- input { [255u32, 16u32, 1u32, 4096u32, 15u32] } output { [1u32, 15u32, 16u32, 255u32, 4096u32] }
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [3001]u32 } auto output
-- entry: sort_partition
-- input { [9u32, 2u32, 9u32, 1u32] } output { [1u32, 2u32, 9u32, 9u32] }
-- random input { [5001]u32 } auto output
-- entry: equal_keys
-- input { 4097i64 } output { true }
-- input { 1i64 } output { true }
-- entry: sorted_input
-- input { 9000i64 } output { true }
-- input { 0i64 } output { true }
-- entry: reversed_input
-- input { 9000i64 } output { true }
-- input { 4096i64 } output { true }

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

def sort2 [n] (xs: [n]u32) : [n]u32 = loop xs for b < 16 do pass2 b xs

entry sort_u32 [n] (xs: [n]u32) : [n]u32 = sort2 xs

entry sort_i32 [n] (xs: [n]i32) : [n]i32 =
  map (\k -> i32.u32 (k ^ 0x8000_0000)) (sort2 (map (\x -> u32.i32 x ^ 0x8000_0000) xs))

-- Floats by their bits: negative ones all bits flipped, others the sign.
entry sort_f32 [n] (xs: [n]f32) : [n]f32 =
  let key (x: f32) = let u = f32.to_bits x in if u >> 31 == 1 then !u else u | 0x8000_0000
  let unkey (k: u32) = f32.from_bits (if k >> 31 == 1 then k & 0x7FFF_FFFF else !k)
  in map unkey (sort2 (map key xs))

-- Descending: digit 3's keys first, written with `if` and i64 counts.
entry sort_desc [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let digit (x: u32) = i64.u32 ((x >> u32.i32 (2 * b)) & 3)
    let flags = map (\x -> let d = digit x in (i64.bool (d == 0), i64.bool (d == 1), i64.bool (d == 2), i64.bool (d == 3))) xs
    let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3)) (0, 0, 0, 0) flags
    let (_, t1, t2, t3) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let is = map2 (\x (r0, r1, r2, r3) ->
                     let d = digit x
                     in if d == 3 then r3 - 1
                        else if d == 2 then t3 + r2 - 1
                        else if d == 1 then t3 + t2 + r1 - 1
                        else t3 + t2 + t1 + r0 - 1) xs ranks
    in scatter (copy xs) is xs

-- Four bits a pass: the digits' starts from `hist`, the ranks from a scan
-- of 16 one-hot counts.
entry sort_hist4 [n] (xs: [n]u32) : [n]u32 =
  loop xs for p < 8 do
    let digit (x: u32) : i64 = i64.u32 ((x >> u32.i32 (4 * p)) & 15)
    let counts = hist (+) 0 16 (map digit xs) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let flags = map (\x -> let d = digit x in tabulate 16 (\k -> i32.bool (k == d))) xs
    let ranks = scan (map2 (+)) (replicate 16 0) flags
    in scatter (copy xs) (map2 (\x (r: [16]i32) -> let d = digit x in i64.i32 (starts[d] + r[d] - 1)) xs ranks) xs

entry sort_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (lo, hi) = partition (\x -> (x >> u32.i32 b) & 1 == 0) xs
    in lo ++ hi :> [n]u32

def is_sorted [n] (xs: [n]u32) : bool =
  n < 2 || and (map2 (<=) (xs[:n - 1] :> [n - 1]u32) (xs[1:] :> [n - 1]u32))

entry equal_keys (n: i64) : bool =
  let ys = sort2 (replicate n 77u32)
  in and (map (== 77) ys) && is_sorted (sort_desc (replicate n 5u32))

entry sorted_input (n: i64) : bool =
  let xs = map (\i -> u32.i64 i * 400000) (iota n)
  let ys = sort2 xs
  in is_sorted ys && and (map2 (==) xs ys)

entry reversed_input (n: i64) : bool =
  let xs = map (\i -> u32.i64 (n - i) * 40503) (iota n)
  let ys = sort2 xs
  let zs = sort_hist4 xs
  in is_sorted ys && and (map2 (==) ys zs) && and (map2 (==) ys (reverse xs))
