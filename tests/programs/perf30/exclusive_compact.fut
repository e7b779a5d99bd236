-- Compaction with an exclusive scan of the flags (compact_exclusive's
-- spellings): the shifted tabulate, and the inclusive scan minus the flag,
-- with the count written as the last offset plus the last flag.
-- ir/unshift.h makes the shifted exclusive scan the inclusive scan less
-- the flag, and the simplifier takes `(a - b) + b` to a (and an element
-- of a small map to the map's lambda on its inputs' elements), so the
-- count is the inclusive scan's last element (a SegRed) and the scatter's
-- index `offs[i]` under a kept flag is `inc[i] - 1`, which the backend
-- fuses into one scan kernel (backend/scan_fusion.h).
-- ==
-- entry: tabulate_shift minus_flag
-- input { empty([0]f32) } output { empty([0]f32) }
-- input { [0.1f32] } output { [0.1f32] }
-- input { [0.9f32] } output { empty([0]f32) }
-- input { [0.5f32, 0.1f32, 0.2f32, 0.7f32, 0.0f32] } output { [0.1f32, 0.2f32, 0.0f32] }
-- random input { [1]f32 } auto output
-- random input { [1023]f32 } auto output
-- random input { [4097]f32 } auto output
-- random input { [100003]f32 } auto output
-- compiled random input { [1000003]f32 } auto output
-- structure { SegScan 2 SegRed 2 }

entry tabulate_shift [n] (xs: [n]f32) : []f32 =
  let keep = map (\x -> x < 0.25) xs
  let fs = map (\b -> if b then 1i64 else 0) keep
  let offs = scan (+) 0 (map (\i -> if i == 0 then 0 else fs[i - 1]) (iota n))
  let total = if n == 0 then 0 else offs[n - 1] + fs[n - 1]
  let idx = map2 (\b o -> if b then o else -1) keep offs
  in scatter (replicate total 0) idx xs

entry minus_flag [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> i64.bool (x < 0.25)) xs
  let offs = map2 (-) (scan (+) 0 fs) fs
  let total = if n == 0 then 0 else fs[n - 1] + offs[n - 1]
  let idx = map3 (\f o i -> if f == 1 then o else -1 + 0 * i) fs offs (iota n)
  in scatter (replicate total 0f32) idx xs
