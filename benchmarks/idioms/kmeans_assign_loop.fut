-- | The nearest of k centres for each point, with a `loop` over the
-- centres keeping the best distance and its index.
-- ==
-- random input { [101][8]f32 [16][8]f32 } auto output
def main [n][k][d] (ps: [n][d]f32) (cs: [k][d]f32) : [n]i32 =
  map (\p -> let (_, best) =
               loop (bd, bi) = (f32.inf, 0i32) for j < k do
                 let dist = f32.sum (map2 (\x c -> (x - c) * (x - c)) p cs[j])
                 in if dist < bd then (dist, i32.i64 j) else (bd, bi)
             in best) ps
