-- | The total of each segment, from a scan on (flag, value) pairs and the
-- last element of each segment, picked with the next element's flag.
-- ==
-- random input { [100003]bool [100003]f32 } auto output
def main [n] (flags: [n]bool) (xs: [n]f32) : [n]f32 =
  let (_, run) = unzip (scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else x1 + x2))
                             (false, 0) (zip flags xs))
  in tabulate n (\i -> if i == n - 1 || flags[i + 1] then run[i] else 0)
