-- Compactions by hand with an exclusive scan of the flags, in the
-- spellings that fusion left as several kernels before perf33: `[0] ++
-- init (scan (+) 0 fs)` and `tabulate n (\i -> if i == 0 then 0 else
-- s[i - 1])`, over flags that a map computes (fused into the scan: a
-- scanomap), with the count as the last offset plus the last flag or as a
-- sum.  ir/unshift.h makes each exclusive scan the inclusive scan less
-- the flag, and the simplifier the count a reduction, so each entry is
-- one scan, one count (both in the one scan-scatter kernel of
-- backend/scan_fusion.h, see --explain) and one scatter; no
-- concatenation is left.
-- ==
-- entry: concat_last concat_sum
-- input { empty([0]f32) } error: Index \[0:-1\] out of bounds
-- ==
-- entry: tabulate_last tabulate_sum
-- input { empty([0]f32) } output { empty([0]f32) }
-- ==
-- entry: concat_last concat_sum tabulate_last tabulate_sum
-- input { [0.1f32] } output { [0.1f32] }
-- input { [0.9f32] } output { empty([0]f32) }
-- input { [0.5f32, 0.1f32, 0.2f32, 0.7f32, 0.0f32] } output { [0.1f32, 0.2f32, 0.0f32] }
-- random input { [1]f32 } auto output
-- random input { [1023]f32 } auto output
-- random input { [4097]f32 } auto output
-- random input { [100003]f32 } auto output
-- compiled random input { [1000003]f32 } auto output
-- structure { SegScan 6 SegRed 4 SegScatter 4 Concat 0 }

entry concat_last [n] (xs: [n]f32) : []f32 =
  let keep = map (< 0.25) xs
  let fs = map i64.bool keep
  let offs = sized n ([0] ++ init (scan (+) 0 fs))
  let total = if n == 0 then 0 else last offs + last fs
  in scatter (replicate total 0) (map2 (\k o -> if k then o else -1) keep offs) xs

entry concat_sum [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1i64 else 0) xs
  let offs = sized n ([0] ++ init (scan (+) 0 fs))
  in scatter (replicate (i64.sum fs) 0) (map2 (\f o -> if f == 1 then o else -1) fs offs) xs

entry tabulate_last [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1i64 else 0) xs
  let s = scan (+) 0 fs
  let offs = tabulate n (\i -> if i == 0 then 0 else s[i - 1])
  let total = if n == 0 then 0 else offs[n - 1] + fs[n - 1]
  in scatter (replicate total 0) (map2 (\f o -> if f == 1 then o else -1) fs offs) xs

entry tabulate_sum [n] (xs: [n]f32) : []f32 =
  let keep = map (< 0.25) xs
  let s = scan (+) 0 (map i64.bool keep)
  let offs = tabulate n (\i -> if i == 0 then 0 else s[i - 1])
  in scatter (replicate (i64.sum (map i64.bool keep)) 0) (map2 (\k o -> if k then o else -1) keep offs) xs

-- ==
-- entry: exclusive_values xor_parity
-- input { [1i64, 0i64, 3i64, 1i64] } auto output
-- input { [7i64] } auto output
-- random input { [10007]i64 } auto output

-- The exclusive scans returned (not only read at their own index): kept.
entry exclusive_values [n] (xs: [n]i64) : ([n]i64, [n]i64) =
  let fs = map (\x -> x % 2) xs
  let s = scan (+) 0 fs
  in (sized n ([0] ++ init s), tabulate n (\i -> if i == 0 then 0 else s[i - 1]) |> map (% 2))

-- An exclusive xor-scan of mapped flags read at each index.
entry xor_parity [n] (xs: [n]i64) : ([n]i64, [n]i64) =
  let fs = map (\x -> x & 1) xs
  let s = scan (^) 0 fs
  let par = sized n ([0] ++ init s)
  in (map2 (+) par fs, tabulate n (\i -> if i == 0 then 0 else s[i - 1]))
