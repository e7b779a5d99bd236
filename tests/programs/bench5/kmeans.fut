-- k-means clustering: assign points to the nearest centre, recompute the
-- centres with a histogram over the membership, until nothing changes.
-- ==
-- entry: main
-- input { 2i64 10i32
--         [[1f32, 1f32], [1.5f32, 2f32], [3f32, 4f32], [5f32, 7f32],
--          [3.5f32, 5f32], [4.5f32, 5f32], [3.5f32, 4.5f32]] }
-- output { [[1.25f32, 1.5f32], [3.9f32, 5.1f32]] [0i32, 0i32, 1i32, 1i32, 1i32, 1i32, 1i32] 3i32 }

-- ==
-- entry: counts
-- input { [0i32, 2i32, 1i32, 2i32, 2i32] 3i64 } output { [1i32, 1i32, 3i32] }

def euclid_dist_2 [d] (pt1: [d]f32) (pt2: [d]f32) : f32 =
  f32.sum (map (\x -> x * x) (map2 (-) pt1 pt2))

def closest_point (p1: (i32, f32)) (p2: (i32, f32)) : (i32, f32) =
  if p1.1 < p2.1 then p1 else if p2.1 < p1.1 then p2
  else if p1.0 < p2.0 then p1 else p2

def find_nearest_point [k] [d] (pts: [k][d]f32) (pt: [d]f32) : i32 =
  let (i, _) = reduce_comm closest_point (0, f32.inf)
                 (zip (map i32.i64 (iota k)) (map (euclid_dist_2 pt) pts))
  in i

def add_centroids [d] (x: [d]f32) (y: [d]f32) : *[d]f32 = map2 (+) x y

def centroids_of [n] [d] (k: i64) (points: [n][d]f32) (membership: [n]i32) : [k][d]f32 =
  let counts = hist (+) 0 k (map i64.i32 membership) (replicate n 1i32)
  let sums = hist add_centroids (replicate d 0f32) k (map i64.i32 membership) points
  in map2 (\c s -> map (/ f32.i32 (i32.max c 1)) s) counts sums

entry main [n] [d] (k: i64) (max_iter: i32) (points: [n][d]f32) =
  let cluster_centres = take k points
  let membership = replicate n (-1i32)
  let (_, cluster_centres, membership, i) =
    loop (continue, cluster_centres, membership, i) =
         (true, cluster_centres, membership, 0)
    while continue && i < max_iter do
      let new_membership = map (find_nearest_point cluster_centres) points
      let new_centres = centroids_of k points new_membership
      let delta = i32.sum (map2 (\a b -> i32.bool (a != b)) membership new_membership)
      in (delta > 0, new_centres, new_membership, i + 1)
  in (cluster_centres, membership, i)

entry counts [n] (membership: [n]i32) (k: i64) : [k]i32 =
  reduce_by_index (replicate k 0) (+) 0 (map i64.i32 membership) (replicate n 1)
