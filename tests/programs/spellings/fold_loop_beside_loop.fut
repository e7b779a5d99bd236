-- A folding loop that is not its map body's only loop stays a loop: the
-- nearest centre of each point (a loop for the distance to the first
-- centre, then a loop over the others) is one thread's work, not a
-- segmented reduction beside a map (which made k-means twice as slow).
-- ==
-- input { [[0f32, 0f32], [5f32, 5f32], [9f32, 1f32]] [[1f32, 1f32], [8f32, 0f32], [5f32, 6f32]] }
-- output { [0i64, 2i64, 1i64] }
-- random input { [200][7]f32 [5][7]f32 } auto output
-- structure { SegRed 0 }

def dist2 [d] (p: [d]f32) (c: [d]f32) : f32 =
  loop s = 0f32 for t < d do
    let x = p[t] - c[t]
    in s + x * x

def main [n][k][d] (ps: [n][d]f32) (cs: [k][d]f32) : [n]i64 =
  map (\p ->
         let (best, _) =
           loop (best, bd) = (0, dist2 p cs[0]) for c in 1..<k do
             let dc = dist2 p cs[c]
             in if dc < bd then (c, dc) else (best, bd)
         in best)
      ps
