-- Row centring and L2 normalisation, spelled with a loop-free helper, a
-- per-row scalar from a second array and two results per row (a row and
-- its norm).
-- ==
-- random input { [37][101]f32 [37]f32 } auto output
-- compiled random input { [333][1000]f32 [333]f32 } auto output
-- random input { [133][0]f32 [133]f32 } auto output
-- random input { [133][31]f32 [133]f32 } auto output

def centre [m] (r: [m]f32) (scale: f32) : ([m]f32, f32) =
  let mean = reduce (+) 0 r / f32.i64 m
  let c = map (\x -> (x - mean) * scale) r
  let norm = f32.sqrt (reduce (+) 0 (map (\x -> x * x) c))
  in (c, norm)

def main [n][m] (xss: [n][m]f32) (s: [n]f32) : ([n][m]f32, [n]f32) =
  unzip (map2 centre xss s)
