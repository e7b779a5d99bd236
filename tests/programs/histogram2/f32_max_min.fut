-- Histograms with f32.max and f32.min, and with an anonymous operator
-- written out (compare-and-swap loops on the bins' bits).
-- ==
-- compiled random input { 16i64 [100000]f32 [100000]f32 } auto output
-- compiled random input { 1024i64 [100000]f32 [100000]f32 } auto output
-- random input { 1i64 [333]f32 [333]f32 } auto output
-- compiled random input { 9000i64 [100000]f32 [100000]f32 } auto output
-- input { 2i64 [0.7f32, 0.2f32, 0.9f32] [3f32, -1f32, 8f32] } output { [-1f32, 8f32] [-1f32, 3f32] [-1f32, 8f32] }

def main [n] (k: i64) (xs: [n]f32) (ws: [n]f32) : ([k]f32, [k]f32, [k]f32) =
  let is = map (\x -> i64.f32 (x * f32.i64 k)) xs
  let hi = hist f32.max f32.lowest k is ws
  let lo = hist f32.min f32.highest k is ws
  let hi2 = reduce_by_index (replicate k (-f32.inf)) (\a b -> if a < b then b else a) (-f32.inf) is ws
  in (map (\x -> if x == f32.lowest then -1 else x) hi,
      map (\x -> if x == f32.highest then -1 else x) lo,
      map (\x -> if x == -f32.inf then -1 else x) hi2)
