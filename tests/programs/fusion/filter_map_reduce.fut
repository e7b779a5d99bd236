-- Map into filter into reduce: `f` is computed once per element inside
-- the one redomap that remains (fusion/fuse_filter.cpp, then vertical
-- fusion).
-- ==
-- input { [1f32, 2f32, 3f32, 4f32] } output { 29f32 }
-- input { empty([0]f32) } output { 0f32 }
-- structure { SegRed 1 SegMap 0 SegScan 0 kernels:Screma 0 }

def main (xs: []f32): f32 = reduce (+) 0 (filter (> 3) (map (\x -> x * x) xs))
