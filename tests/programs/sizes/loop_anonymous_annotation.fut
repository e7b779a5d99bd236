-- A loop parameter annotated `[]t` has its size inferred as an
-- unannotated one: parameters whose initial values have one size and
-- whose next values have one size (two columns shrunk by one `filter`)
-- keep one size in the body, so they can be zipped there; in a tuple
-- beside an annotated counter, and with `[][]` rows.
-- ==
-- input { [3, 8, 1, 9, 4] [0.5f32, 1.5f32, 2.5f32, 3.5f32, 4.5f32] }
-- output { 2i64 [4] [4.5f32] 2i64 }

def shrink_rows (xss: [][]i32) =
  let (_, rows) =
    loop (k: i32, rows: [][]i32) = (0, xss)
    while length rows > 1 do (k + 1, filter (\r -> r[0] > xss[0, 0] + k) rows)
  in length rows + 1

def main [n] (keys: [n]i32) (vals: [n]f32) =
  let (steps, ks, vs) =
    loop (steps: i64, ks: []i32, vs: []f32) = (0, keys, vals)
    while length ks > 1 do
      let mean = f32.sum (map2 (\k v -> f32.i32 k * 0 + v) ks vs) / f32.i64 (length vs)
      let (ks', vs') = unzip (filter (\(_, v) -> v > mean) (zip ks vs))
      in (steps + 1, ks', vs')
  in (steps, ks, vs, shrink_rows (map (\k -> [k, k]) keys))
