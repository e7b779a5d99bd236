-- | Stream compaction by hand with an exclusive scan of the flags (a scan
-- over the flags shifted right by one).
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : []f32 =
  let keep = map (\x -> x < 0.25) xs
  let fs = map (\b -> if b then 1i64 else 0) keep
  let offs = scan (+) 0 (map (\i -> if i == 0 then 0 else fs[i - 1]) (iota n))
  let total = if n == 0 then 0 else offs[n - 1] + fs[n - 1]
  let idx = map2 (\b o -> if b then o else -1) keep offs
  in scatter (replicate total 0) idx xs
