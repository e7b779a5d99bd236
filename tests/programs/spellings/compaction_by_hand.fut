-- A compaction written by hand: flags, their scan, the count as the scan's
-- last element under a test that the input is not empty, the indices and a
-- scatter into `replicate m 0`.  The count is a reduction of the flags
-- (ir/simplify.cpp), as `filter` is elaborated, so the backend fuses the
-- flags, the count and the scatter into the one look-back scan kernel of
-- `filter (> 0.5) xs`, with no zero fill of the result.
-- ==
-- input { [0.1f32, 0.7f32, 0.9f32, 0.2f32, 0.6f32] } output { [0.7f32, 0.9f32, 0.6f32] }
-- input { empty([0]f32) } output { empty([0]f32) }
-- input { [0.1f32] } output { empty([0]f32) }
-- random input { [10007]f32 } auto output
-- structure { SegScan 1 SegRed 1 SegScatter 1 simplify-fused:Scatter 1 simplify-fused:Hist 0 }
def main [n] (xs: [n]f32) : []f32 =
  let flags = map (\x -> if x > 0.5 then 1 else 0) xs
  let offs = scan (+) 0 flags
  let m = if n == 0 then 0 else offs[n - 1]
  let is = map2 (\f o -> if f == 1 then o - 1 else -1) flags offs
  in scatter (replicate m 0f32) is xs
