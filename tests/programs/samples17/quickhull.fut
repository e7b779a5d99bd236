-- Quickhull, flattened: all segments of the hull under construction are
-- refined at once.  Each round finds every segment's farthest outside
-- point with reduce_by_index (an arg-max), inserts those points into the
-- hull with two scatters at offsets from an exclusive scan, and moves the
-- remaining points to the new segments, dropping those now inside.
-- The hull comes out clockwise from the leftmost (then lowest) point.
-- ==
-- entry: hull
-- input { [0f64, 1f64, 1f64, 0f64, 0.5f64, 0.2f64] [0f64, 0f64, 1f64, 1f64, 0.5f64, 0.7f64] }
-- output { [0f64, 0f64, 1f64, 1f64] [0f64, 1f64, 1f64, 0f64] }
-- input { [2f64, -1f64, 0f64, 3f64, 1f64, 1f64, 1.5f64] [0f64, 0f64, 2f64, 1f64, -2f64, 0.5f64, -0.5f64] }
-- output { [-1f64, 0f64, 3f64, 1f64] [0f64, 2f64, 1f64, -2f64] }
-- input { [5f64] [7f64] }
-- output { [5f64] [7f64] }
-- ==
-- entry: check
-- random input { [1000]f64 [1000]f64 } output { true }
-- random input { [20]f64 [20]f64 } output { true }

type point = {x: f64, y: f64}

-- Positive when p lies to the left of the directed line a -> b.
def cross (a: point) (b: point) (p: point) : f64 =
  (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)

type assignment = #seg i64 | #gone

def seg_of (a: assignment) : i64 =
  match a
  case #seg s -> s
  case #gone -> -1

-- Arg-max on (value, index), smaller index on ties.
def argmax (v1: f64, i1: i64) (v2: f64, i2: i64) : (f64, i64) =
  if i1 < 0 then (v2, i2)
  else if i2 < 0 then (v1, i1)
  else if v2 > v1 || (v2 == v1 && i2 < i1) then (v2, i2) else (v1, i1)

def extreme [n] (better: point -> point -> bool) (ps: [n]point) : point =
  reduce (\a b -> if better b a then b else a) ps[0] ps

def quickhull [n] (ps: [n]point) : []point =
  if n == 0 then [] else
  let l = extreme (\a b -> a.x < b.x || (a.x == b.x && a.y < b.y)) ps
  let r = extreme (\a b -> a.x > b.x || (a.x == b.x && a.y > b.y)) ps
  in if l == r then [l] else
  let side p = if cross l r p > 0 then #seg 0
               else if cross r l p > 0 then #seg 1
               else #gone : assignment
  let [k] (work: [k](point, i64)) =
    map (\p -> (p, seg_of (side p))) ps |> filter (\(_, s) -> s >= 0)
  let (hull, _) =
    loop (hull: []point, work: [](point, i64)) = ([l, r], work) while length work > 0 do
      let h = length hull
      let (pts, segs) = unzip work
      let dists = map2 (\p s -> cross hull[s] hull[(s + 1) % h] p) pts segs
      let best = reduce_by_index (map (\_ -> (0, -1)) hull) argmax (0, -1)
                                 segs (zip dists (indices pts))
      let has = map (\(_, i) -> i >= 0) best
      let sizes = map (\b -> if b then 2 else 1) has
      let offs = map2 (-) (scan (+) 0 sizes) sizes
      let h' = i64.sum sizes
      let hull' = scatter (replicate h' l) offs hull
      let hull' = scatter hull' (map2 (\o b -> if b then o + 1 else -1) offs has)
                                (map (\(_, i) -> if i >= 0 then pts[i] else l) best)
      let reassign (p: point) (s: i64) : assignment =
        let a = hull[s]
        let b = hull[(s + 1) % h]
        let f = pts[best[s].1]
        in if cross a f p > 0 then #seg offs[s]
           else if cross f b p > 0 then #seg (offs[s] + 1)
           else #gone
      let work' = map2 (\p s -> (p, seg_of (reassign p s))) pts segs
                  |> filter (\(_, s) -> s >= 0)
      in (hull', work')
  in hull

entry hull (xs: []f64) (ys: []f64) : ([]f64, []f64) =
  let ps = map2 (\x y -> {x, y}) xs ys
  in quickhull ps |> map (\p -> (p.x, p.y)) |> unzip

-- Every point is on or inside the (clockwise) hull, and consecutive
-- edges turn right.
entry check [n] (xs: [n]f64) (ys: [n]f64) : bool =
  let ps = map2 (\x y -> {x, y}) xs ys
  let hs = quickhull ps
  let h = length hs
  let edge i = (hs[i], hs[(i + 1) % h])
  let inside p = all (\i -> let (a, b) = edge i in cross a b p <= 1e-9) (iota h)
  let turns = all (\i -> let (a, b) = edge i
                         in cross a b hs[(i + 2) % h] < 0) (iota h)
  in h >= 3 && all inside ps && turns
