-- More spellings of a compaction with an exclusive scan (a zero before
-- all but the last of the inclusive scan; a tabulate reading the scan at
-- i - 1 with the count as a sum), and an exclusive xor-scan read at each
-- index.  Correct everywhere.  Since perf33 (ir/unshift.h reads the
-- exclusive scans of scanomaps as the inclusive scan less the flag)
-- `concat_init` is the one scan-scatter kernel; `sum_count` is not, as its
-- rejected elements go to index `total`, which backend/scan_fusion.h does
-- not prove out of range (only negative constants).
-- ==
-- entry: concat_init sum_count
-- input { [0.1f32] } output { [0.1f32] }
-- input { [0.9f32] } output { empty([0]f32) }
-- input { [0.5f32, 0.1f32, 0.2f32, 0.7f32, 0.0f32] } output { [0.1f32, 0.2f32, 0.0f32] }
-- random input { [1023]f32 } auto output
-- random input { [100003]f32 } auto output
-- compiled random input { [1000003]f32 } auto output

entry concat_init [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1 else 0) xs
  let offs = sized n ([0i64] ++ init (scan (+) 0 fs))
  let total = if n == 0 then 0 else offs[n - 1] + fs[n - 1]
  in scatter (replicate total 0) (map2 (\f o -> if f == 1 then o else -1) fs offs) xs

entry sum_count [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1i64 else 0i64) xs
  let s = scan (+) 0 fs
  let offs = tabulate n (\i -> if i == 0 then 0 else s[i - 1])
  let total = i64.sum fs
  in scatter (replicate total 0) (map2 (\f o -> if f != 0 then o else total) fs offs) xs

-- ==
-- entry: xor_flags
-- input { [0.1f32, 0.5f32, 0.2f32, 0.1f32] } output { [0.1f32, 0.5f32, 1.2f32, 0.1f32] }
-- random input { [4097]f32 } auto output
-- random input { [100003]f32 } auto output

-- The exclusive xor-scan of flags, read at each index.
entry xor_flags [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1i32 else 0) xs
  let s = scan (^) 0 fs
  let par = map (\i -> if i == 0 then 0 else s[i - 1]) (iota n)
  in map3 (\x f p -> if f == 1 then x + f32.i32 p else x) xs fs par
