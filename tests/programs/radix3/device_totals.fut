-- Radix sorts whose digit totals come from the last element of a scan:
-- on GPU profiles the totals are a reduction kept on the device and the
-- scatter kernel reads them from there (backend/backend.cpp, device
-- scalars), so a pass never waits for the host.  Several spellings of
-- the test on n: `n == 0`, `n != 0` with the branches swapped, `n > 0`
-- (not recognised: the host reads the totals), and a default that is not
-- the operator's neutral element (the host reads them too).
-- ==
-- entry: sort_eq
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [5u32] } output { [5u32] }
-- input { [3u32, 0u32, 2u32, 1u32, 3u32] } output { [0u32, 1u32, 2u32, 3u32, 3u32] }
-- random input { [1000]u32 } auto output
-- random input { [70001]u32 } auto output
-- entry: sort_ne
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [4294967295u32, 0u32, 65535u32, 65536u32] } output { [0u32, 65535u32, 65536u32, 4294967295u32] }
-- random input { [33333]u32 } auto output
-- entry: sort_gt
-- input { empty([0]u32) } output { empty([0]u32) }
-- random input { [20000]u32 } auto output
-- entry: sort_odd_default
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [9u32, 8u32, 7u32] } output { [7u32, 8u32, 9u32] }
-- random input { [12345]u32 } auto output
-- entry: sort_i64_counts
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [2u32, 1u32, 0u32, 3u32, 2u32] } output { [0u32, 1u32, 2u32, 2u32, 3u32] }
-- random input { [40000]u32 } auto output

def digit (b: i32) (x: u32) : i32 = i32.u32 ((x >> u32.i32 (2 * b)) & 3)

def onehot (b: i32) (x: u32) : (i32, i32, i32, i32) =
  let d = digit b x
  in (i32.bool (d == 0), i32.bool (d == 1), i32.bool (d == 2), i32.bool (d == 3))

def add (a0: i32, a1: i32, a2: i32, a3: i32) (b0: i32, b1: i32, b2: i32, b3: i32) =
  (a0 + b0, a1 + b1, a2 + b2, a3 + b3)

def place (b: i32) (t0: i32, t1: i32, t2: i32) (x: u32) (r0: i32, r1: i32, r2: i32, r3: i32) : i64 =
  i64.i32 (match digit b x
           case 0 -> r0 - 1
           case 1 -> t0 + r1 - 1
           case 2 -> t0 + t1 + r2 - 1
           case _ -> t0 + t1 + t2 + r3 - 1)

entry sort_eq [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let ranks = scan add (0, 0, 0, 0) (map (onehot b) xs)
    let (t0, t1, t2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    in scatter (copy xs) (map2 (place b (t0, t1, t2)) xs ranks) xs

entry sort_ne [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let ranks = scan add (0, 0, 0, 0) (map (onehot b) xs)
    let (t0, t1, t2, _) = if n != 0 then ranks[n - 1] else (0, 0, 0, 0)
    in scatter (copy xs) (map2 (place b (t0, t1, t2)) xs ranks) xs

entry sort_gt [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let ranks = scan add (0, 0, 0, 0) (map (onehot b) xs)
    let (t0, t1, t2, _) = if n > 0 then ranks[n - 1] else (0, 0, 0, 0)
    in scatter (copy xs) (map2 (place b (t0, t1, t2)) xs ranks) xs

-- With no keys the default is never used for a place: any value sorts.
entry sort_odd_default [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let ranks = scan add (0, 0, 0, 0) (map (onehot b) xs)
    let (t0, t1, t2, _) = if n == 0 then (1, 2, 3, 4) else ranks[n - 1]
    in scatter (copy xs) (map2 (place b (t0, t1, t2)) xs ranks) xs

-- i64 counts, the starts computed as scalars before the scatter.
entry sort_i64_counts [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 16 do
    let d x = i64.u32 ((x >> u32.i32 (2 * b)) & 3)
    let ranks = scan (\(a0, a1, a2, a3) (b0, b1, b2, b3) -> (a0 + b0, a1 + b1, a2 + b2, a3 + b3))
                     (0i64, 0i64, 0i64, 0i64)
                     (map (\x -> let k = d x in (i64.bool (k == 0), i64.bool (k == 1), i64.bool (k == 2), i64.bool (k == 3))) xs)
    let (c0, c1, c2, _) = if n == 0 then (0, 0, 0, 0) else ranks[n - 1]
    let s1 = c0
    let s2 = c0 + c1
    let s3 = s2 + c2
    let at x (r0, r1, r2, r3) =
      let k = d x
      in if k == 0 then r0 - 1 else if k == 1 then s1 + r1 - 1 else if k == 2 then s2 + r2 - 1 else s3 + r3 - 1
    in scatter (copy xs) (map2 at xs ranks) xs
