-- Nearest neighbours (Rodinia nn style): distances from a query to every
-- record, then the k smallest found by k rounds of an arg-min reduction,
-- each excluding the previous picks with an in-place update.
-- ==
-- entry: main
-- input { 3i64 30f32 90f32
--         [29f32, 31f32, 10f32, 30.5f32, 50f32, 28f32]
--         [91f32, 89f32, 10f32, 90f32, 90f32, 95f32] }
-- output { [3i64, 0i64, 1i64] [0.5f32, 1.4142135f32, 1.4142135f32] }

def argmin_excluding [n] (ds: [n]f32) (taken: [n]bool) : i64 =
  let op (d1, i1) (d2, i2) =
    if d1 < d2 then (d1, i1) else if d2 < d1 then (d2, i2)
    else if i1 <= i2 then (d1, i1) else (d2, i2)
  let (_, i) = reduce_comm op (f32.inf, n)
                 (map3 (\d t i -> if t then (f32.inf, n) else (d, i)) ds taken (iota n))
  in i

entry main [n] (k: i64) (lat: f32) (lng: f32) (lats: [n]f32) (lngs: [n]f32) =
  let dists = map2 (\a b -> f32.sqrt ((a - lat) ** 2 + (b - lng) ** 2)) lats lngs
  let (_, picks) =
    loop (taken, picks) = (replicate n false, replicate k 0i64) for j < k do
      let i = argmin_excluding dists taken
      in (taken with [i] = true, picks with [j] = i)
  in (picks, map (\i -> dists[i]) picks)
