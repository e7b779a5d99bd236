-- `reduce (+) 0 (map f xs)` fuses into one redomap: one SegRed that reads
-- xs once, with no intermediate array of xs's size (fusion off: a SegMap
-- writing [n]f32, then a SegRed reading it; benchmarks/fusion_counts.sh).
-- ==
-- input { [1f32, 2f32, 3f32] } output { 17f32 }
-- input { empty([0]f32) } output { 0f32 }
-- random input { [1003]f32 } auto output
-- compiled random input { [100003]f32 } auto output
-- structure { SegRed 1 SegMap 0 kernels:Screma 0 }

def main (xs: []f32): f32 = reduce (+) 0 (map (\x -> x * x + 1) xs)
