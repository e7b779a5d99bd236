-- | Stream compaction written by hand: flags, their scan, the count as the
-- scan's last element, a scatter (issue 16's spellings of `filter_f32`).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : []f32 =
  let flags = map (\x -> if x > 0.5 then 1 else 0) xs
  let offs = scan (+) 0 flags
  let m = if n == 0 then 0 else offs[n - 1]
  let is = map2 (\f o -> if f == 1 then o - 1 else -1) flags offs
  in scatter (replicate m 0f32) is xs
