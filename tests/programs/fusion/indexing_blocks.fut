-- PLDI'17 section 4: explicit indexing into a producer's result blocks
-- fusion (the consumer reads ys[n-1-i], not its own row): the producer is
-- not fused.  After flattening, the producer is cheap, so each read
-- computes it at the read's point (flatten/recompute.cpp): one SegMap.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [12i32, 12i32, 12i32] }
-- random input { [1001]i32 } auto output
-- structure { SegMap 1 kernels:Screma 0 }

def main [n] (xs: [n]i32): [n]i32 =
  let ys = map (\x -> x * 3) xs
  in map (\i -> ys[i] + ys[n - 1 - i]) (iota n)
