-- One k-means step in one dimension: assign points to the nearest
-- centre, then move each centre to the mean of its points.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32, 10.0f32, 11.0f32, 12.0f32] [2.0f32, 10.0f32] }
-- output { [0i64, 0i64, 0i64, 1i64, 1i64, 1i64] [2.0f32, 11.0f32] }

def nearest [k] (cs: [k]f32) (x: f32) : i64 =
  let (_, best) = reduce (\(d1, i1) (d2, i2) -> if d1 < d2 || (d1 == d2 && i1 < i2) then (d1, i1) else (d2, i2))
                         (f32.inf, -1) (map2 (\c i -> (f32.abs (c - x), i)) cs (iota k))
  in best

entry main [n][k] (xs: [n]f32) (cs: [k]f32) =
  let assign = map (nearest cs) xs
  let sums = hist (+) 0 k assign xs
  let counts = hist (+) 0 k assign (replicate n 1f32)
  in (assign, map2 (\s c -> if c == 0 then 0 else s / c) sums counts)
