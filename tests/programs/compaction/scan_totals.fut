-- Scatters that place each element by its scan value and the scan's last
-- element (the totals), as a counting sort by digit does: on GPU profiles
-- the totals come from a reduction before the one-pass scan, whose last
-- phase then runs the scatter.  Only an integer scan read at `n - 1` in
-- the branch of a test that n is not 0 takes that path; the other
-- spellings here keep the separate kernels and must give the same values.
-- ==
-- entry: pass2
-- input { 0i64 0i32 } output { empty([0]u32) }
-- input { 1i64 0i32 } auto output
-- input { 2048i64 1i32 } auto output
-- input { 2049i64 3i32 } auto output
-- input { 6000i64 15i32 } auto output
-- entry: sort2
-- input { 0i64 } output { empty([0]u32) }
-- input { 7i64 } auto output
-- input { 4097i64 } auto output
-- entry: buckets3
-- input { 0i64 } output { empty([0]i64) }
-- input { 5i64 } auto output
-- input { 8193i64 } auto output
-- entry: unguarded
-- input { 3000i64 } auto output
-- input { 0i64 } error: out of bounds
-- entry: first_and_last
-- input { 2050i64 } auto output
-- input { 0i64 } output { empty([0]u32) }

def keys (n: i64) : [n]u32 = map (\i -> u32.i64 ((i * 2654435761) % 4294967291)) (iota n)

def pass [n] (b: i32) (xs: [n]u32) : [n]u32 =
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

entry pass2 (n: i64) (b: i32) : [n]u32 = pass b (keys n)

entry sort2 (n: i64) : [n]u32 = loop xs = keys n for b < 16 do pass b xs

-- Three buckets by value, i64 counts, `if n != 0`.
entry buckets3 (n: i64) : [n]i64 =
  let xs = map (\i -> (i * 7919) % 1021 - 510) (iota n)
  let cls (x: i64) = if x < -100 then 0 else if x < 100 then 1 else 2
  let ranks = scan (\(a, b, c) (d, e, f) -> (a + d, b + e, c + f)) (0, 0, 0)
                   (map (\x -> let k = cls x in (i64.bool (k == 0), i64.bool (k == 1), i64.bool (k == 2))) xs)
  let (c0, c1) = if n != 0 then let (a, b, _) = ranks[n - 1] in (a, b) else (0, 0)
  let place x (r0, r1, r2) = match cls x
                             case 0 -> r0 - 1
                             case 1 -> c0 + r1 - 1
                             case _ -> c0 + c1 + r2 - 1
  in scatter (replicate n 0) (map2 place xs ranks) xs

-- The last element read without a test: n = 0 is an index error.
entry unguarded (n: i64) : [n]u32 =
  let xs = keys n
  let ranks = scan (+) 0 (map (\x -> i32.u32 (x & 1)) xs)
  let t = ranks[n - 1]
  in scatter (copy xs) (map2 (\x r -> if x & 1 == 1 then i64.i32 (r - 1) else -1) xs ranks)
             (map (+ u32.i32 t) xs)

-- The first element read as well: not a total.
entry first_and_last (n: i64) : [n]u32 =
  let xs = keys n
  let ranks = scan (+) 0 (map (\x -> i32.u32 (x & 1)) xs)
  let (f, t) = if n == 0 then (0, 0) else (ranks[0], ranks[n - 1])
  in scatter (copy xs) (map2 (\x r -> if x & 1 == 1 then i64.i32 (r - 1) else -1) xs ranks)
             (map (+ u32.i32 (f + t)) xs)
