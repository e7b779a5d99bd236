-- | Segmented prefix sum with a flag array (a segment starts where the
-- flag is true), by the usual lifted operator.
-- ==
-- random input { [10007]bool [10007]f32 } auto output
def segmented_scan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (xs: [n]t) : [n]t =
  let (_, res) =
    unzip (scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else x1 `op` x2))
                (false, ne) (zip flags xs))
  in res

def main [n] (flags: [n]bool) (xs: [n]f32) : [n]f32 = segmented_scan (+) 0 flags xs
