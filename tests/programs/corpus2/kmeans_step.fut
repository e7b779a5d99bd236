-- One k-means step as data-parallel code writes it: the nearest centre of
-- every point (argmin over a tuple reduction), the points per cluster by
-- a histogram, the new centres by reduce_by_index on each coordinate.
-- ==
-- input { [[0f32, 0f32], [1f32, 0f32], [9f32, 9f32], [10f32, 9f32], [0f32, 1f32]] [[0f32, 0f32], [10f32, 10f32]] }
-- output { [0i64, 0i64, 1i64, 1i64, 0i64] [3i32, 2i32] [[0.33333334f32, 0.33333334f32], [9.5f32, 9f32]] }
-- compiled random input { [200][3]f32 [5][3]f32 } auto output

def dist2 [d] (a: [d]f32) (b: [d]f32) : f32 = f32.sum (map2 (\x y -> (x - y) * (x - y)) a b)

def nearest [k] [d] (cs: [k][d]f32) (p: [d]f32) : i64 =
  let (_, i) = reduce (\(da, ia) (db, ib) -> if da < db || (da == db && ia < ib) then (da, ia) else (db, ib))
                      (f32.inf, -1) (map2 (\c i -> (dist2 c p, i)) cs (iota k))
  in i

entry main [n] [k] [d] (ps: [n][d]f32) (cs: [k][d]f32) =
  let assign = map (nearest cs) ps
  let counts = hist (+) 0 k assign (replicate n 1i32)
  let sums = map (\j -> reduce_by_index (replicate k 0f32) (+) 0 assign (map (\p -> p[j]) ps)) (iota d)
  let centres = map2 (\row c -> map (\s -> if c == 0 then 0 else s / f32.i32 c) row) (transpose sums) counts
  in (assign, counts, centres)
