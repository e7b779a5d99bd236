-- | Stream compaction by hand with an exclusive scan of the flags written
-- as a zero before all but the last of the inclusive scan.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : []f32 =
  let keep = map (< 0.25) xs
  let fs = map i64.bool keep
  let offs = sized n ([0] ++ init (scan (+) 0 fs))
  let total = if n == 0 then 0 else last offs + last fs
  in scatter (replicate total 0) (map2 (\k o -> if k then o else -1) keep offs) xs
