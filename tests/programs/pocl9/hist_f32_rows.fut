-- f32 weights summed into 4 bins per row, with the row's mean (a
-- reduction divided) and its largest weight: several reductions and a
-- histogram in one row body.
-- ==
-- input { [[0i64,1i64,2i64,3i64,0i64],[3i64,3i64,3i64,3i64,3i64]] [[1f32,2f32,3f32,4f32,5f32],[0.5f32,0.5f32,0.5f32,0.5f32,0.5f32]] }
-- output { [[6f32,2f32,3f32,4f32],[0f32,0f32,0f32,2.5f32]] [3f32,0.5f32] [5f32,0.5f32] }
-- random input { [5][31]i64 [5][31]f32 } auto output
-- compiled random input { [3][2000]i64 [3][2000]f32 } auto output

def main [n][m] (iss: [n][m]i64) (wss: [n][m]f32) =
  let f is ws =
    let h = hist (+) 0f32 4 (map (\i -> i %% 4) is) ws
    in (h, f32.sum ws / f32.i64 m, f32.maximum ws)
  in unzip3 (map2 f iss wss)
