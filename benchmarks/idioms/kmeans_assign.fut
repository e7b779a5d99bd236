-- | The assignment step of k-means: the index of the nearest of the
-- centres (squared Euclidean distance) for each point.
-- ==
-- random input { [101][8]f32 [16][8]f32 } auto output
def dist2 [d] (a: [d]f32) (b: [d]f32) : f32 =
  f32.sum (map2 (\x y -> (x - y) * (x - y)) a b)

def nearest [k][d] (cs: [k][d]f32) (p: [d]f32) : i32 =
  let (_, i) =
    foldl (\(bd, bi) (c, j) -> let dd = dist2 p c in if dd < bd then (dd, j) else (bd, bi))
          (f32.inf, -1) (zip cs (map i32.i64 (iota k)))
  in i

def main [n][k][d] (points: [n][d]f32) (centres: [k][d]f32) : [n]i32 =
  map (nearest centres) points
