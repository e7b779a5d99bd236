-- | NN (CGO'17 / Rodinia): the record nearest to a target point: its
-- distance and index.
-- bench: bytes 4*2*n flops 6*n
-- ==
-- input @ data/nn-small.in output @ data/nn-small.out
-- large input @ data/nn-8M.in output @ data/nn-8M.out

def main [n] (lat: [n]f32) (lng: [n]f32) (tlat: f32) (tlng: f32): (f32, i64) =
  let ds = map2 (\a b -> f32.sqrt ((a - tlat) * (a - tlat) + (b - tlng) * (b - tlng))) lat lng
  in reduce (\(d1, i1) (d2, i2) ->
               if d1 < d2 || (d1 == d2 && i1 < i2) then (d1, i1) else (d2, i2))
            (f32.inf, -1) (zip ds (iota n))
