-- Radix sorts of two bits a pass, as users write them: the digit's
-- one-hot counts scanned as a 4-tuple (ranks), the digits' totals from
-- the last rank, and a scatter to start + rank - 1; the same with the
-- starts from an exclusive scan of a `hist`, with key-value pairs
-- carried along, and with signed keys (the sign bit flipped).  On GPU
-- profiles each pass's scan is a look-back scan with the scatter fused
-- in (backend/kernel_codegen.cpp gen_scan_lookback).
-- ==
-- entry: sort_tuple
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [3u32, 0u32, 2u32, 1u32] } output { [0u32, 1u32, 2u32, 3u32] }
-- input { [4294967295u32, 7u32, 7u32, 65536u32, 0u32] } output { [0u32, 7u32, 7u32, 65536u32, 4294967295u32] }
-- random input { [4096]u32 } auto output
-- random input { [30011]u32 } auto output
-- entry: sort_hist
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [12u32, 5u32, 9u32, 5u32, 0u32] } output { [0u32, 5u32, 5u32, 9u32, 12u32] }
-- random input { [20007]u32 } auto output
-- entry: sort_pairs
-- input { [2u32, 1u32, 2u32, 0u32] [10i32, 20i32, 30i32, 40i32] } output { [0u32, 1u32, 2u32, 2u32] [40i32, 20i32, 10i32, 30i32] }
-- random input { [25000]u32 [25000]i32 } auto output
-- entry: sort_signed
-- input { [3i32, -1i32, -2147483648i32, 2147483647i32, 0i32] } output { [-2147483648i32, -1i32, 0i32, 3i32, 2147483647i32] }
-- random input { [16385]i32 } auto output

def digit2 (b: i32) (x: u32) : i32 = i32.u32 ((x >> u32.i32 (2 * b)) & 3)

-- One pass: the keys' and values' new order by the digit of pass b.
def pass2 [n] 'v (b: i32) (ks: [n]u32) (vs: [n]v) : ([n]u32, [n]v) =
  let onehot x =
    let d = digit2 b x
    in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))
  let add (a0, a1, a2, a3) (b0, b1, b2, b3) : (i32, i32, i32, i32) = (a0 + b0, a1 + b1, a2 + b2, a3 + b3)
  let ranks = scan add (0, 0, 0, 0) (map onehot ks)
  let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
  let place x (r0, r1, r2, r3) : i64 =
    i64.i32 (match digit2 b x
             case 0 -> r0 - 1
             case 1 -> t0 + r1 - 1
             case 2 -> t0 + t1 + r2 - 1
             case _ -> t0 + t1 + t2 + r3 - 1)
  let is = map2 place ks ranks
  in (scatter (copy ks) is ks, scatter (copy vs) is vs)

-- The keys alone, the pass written out as users do.
entry sort_tuple [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let digit (x: u32) = i32.u32 ((x >> u32.i32 (2 * b)) & 3)
    let onehot (x: u32) =
      let d = digit x
      in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))
    let add (a0, a1, a2, a3) (b0, b1, b2, b3) : (i32, i32, i32, i32) = (a0 + b0, a1 + b1, a2 + b2, a3 + b3)
    let ranks = scan add (0, 0, 0, 0) (map onehot xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let place (x: u32) (r0, r1, r2, r3) : i64 =
      i64.i32 (match digit x
               case 0 -> r0 - 1
               case 1 -> t0 + r1 - 1
               case 2 -> t0 + t1 + r2 - 1
               case _ -> t0 + t1 + t2 + r3 - 1)
    in scatter (copy xs) (map2 place xs ranks) xs

entry sort_pairs [n] (ks: [n]u32) (vs: [n]i32) : ([n]u32, [n]i32) =
  loop (ks, vs) for b < 16 do pass2 b ks vs

entry sort_signed [n] (xs: [n]i32) : [n]i32 =
  let flip (x: i32) : u32 = u32.i32 x ^ 0x8000_0000
  let (ks, _) = loop (ks, is) = (map flip xs, iota n) for b < 16 do pass2 b ks is
  in map (\k -> i32.u32 (k ^ 0x8000_0000)) ks

-- The starts from a histogram of the digits; the ranks by a scan of
-- records of counts.
entry sort_hist [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let ds = map (digit2 b) xs
    let counts = hist (+) 0 4 (map i64.i32 ds) (replicate n 1i32)
    let starts = map2 (-) (scan (+) 0 counts) counts
    let ranks = scan (\a c -> {z = a.z + c.z, o = a.o + c.o, t = a.t + c.t, h = a.h + c.h})
                     {z = 0i32, o = 0, t = 0, h = 0}
                     (map (\d -> {z = i32.bool (d == 0), o = i32.bool (d == 1), t = i32.bool (d == 2), h = i32.bool (d == 3)}) ds)
    let rank d r = match d case 0 -> r.z case 1 -> r.o case 2 -> r.t case _ -> r.h
    let is = map2 (\d r -> i64.i32 (starts[d] + rank d r - 1)) ds ranks
    in scatter (copy xs) is xs
