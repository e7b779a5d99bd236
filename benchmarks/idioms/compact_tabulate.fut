-- | Stream compaction by hand with an exclusive scan of the flags read
-- from the inclusive scan at i - 1 by `tabulate`, the count a sum.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : []f32 =
  let fs = map (\x -> if x < 0.25 then 1i64 else 0) xs
  let s = scan (+) 0 fs
  let offs = tabulate n (\i -> if i == 0 then 0 else s[i - 1])
  in scatter (replicate (i64.sum fs) 0) (map2 (\f o -> if f == 1 then o else -1) fs offs) xs
