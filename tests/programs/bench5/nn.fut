-- Nearest neighbours (Rodinia nn style): distances from a query to every
-- record, then the k smallest found by k rounds of an arg-min reduction,
-- each excluding the previous picks with an in-place update.
-- ==
-- entry: main
-- input { 3i64 30f32 90f32
--         [29f32, 31f32, 10f32, 30.5f32, 50f32, 28f32]
--         [91f32, 89f32, 10f32, 90f32, 90f32, 95f32] }
-- output { [3i64, 0i64, 1i64] [0.5f32, 1.4142135f32, 1.4142135f32] true }

def argmin_excluding [n] (ds: [n]f32) (taken: [n]bool) : i64 =
  let op (d1, i1) (d2, i2) =
    if d1 < d2 then (d1, i1) else if d2 < d1 then (d2, i2)
    else if i1 <= i2 then (d1, i1) else (d2, i2)
  let (_, i) = reduce_comm op (f32.inf, n)
                 (map3 (\d t i -> if t then (f32.inf, n) else (d, i)) ds taken (iota n))
  in i

type record = {id: i64, lat: f32, lng: f32}

def distance (lat: f32) (lng: f32) (r: record) : f32 =
  f32.sqrt ((r.lat - lat) ** 2 + (r.lng - lng) ** 2)

def k_nearest [n] (k: i64) (lat: f32) (lng: f32) (recs: [n]record) : [k]i64 =
  let dists = map (distance lat lng) recs
  let (_, picks) =
    loop (taken, picks) = (replicate n false, replicate k 0i64) for j < k do
      let i = argmin_excluding dists taken
      in (taken with [i] = true, picks with [j] = i)
  in map (\i -> recs[i].id) picks

-- The same by keeping a sorted top-k list per block of records, merged
-- pairwise in a reduction (each list sorted by distance, then id).
def top_k_reduce [n] (k: i64) (lat: f32) (lng: f32) (recs: [n]record) : [k]i64 =
  let before (d1: f32, i1: i64) (d2: f32, i2: i64) = d1 < d2 || (d1 == d2 && i1 < i2)
  let none = (f32.inf, i64.highest)
  let merge (a: [k](f32, i64)) (b: [k](f32, i64)) : [k](f32, i64) =
    let (out, _, _) =
      loop (out, i, j) = (replicate k none, 0, 0) for o < k do
        if j >= k || (i < k && before a[i] b[j])
        then (out with [o] = a[i], i + 1, j)
        else (out with [o] = b[j], i, j + 1)
    in out
  let singles = map (\r -> tabulate k (\j -> if j == 0 then (distance lat lng r, r.id) else none)) recs
  in map (.1) (reduce merge (replicate k none) singles)

entry main [n] (k: i64) (lat: f32) (lng: f32) (lats: [n]f32) (lngs: [n]f32) =
  let recs = map3 (\id lat lng -> {id, lat, lng}) (iota n) lats lngs
  let picks = k_nearest k lat lng recs
  let picks2 = top_k_reduce k lat lng recs
  in (picks, map (\i -> distance lat lng recs[i]) picks, picks == picks2)
