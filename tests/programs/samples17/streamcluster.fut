-- The local search of Rodinia's streamcluster (pgain): points with
-- weights are assigned to open centres; for each candidate point in
-- turn, the gain of opening it (and closing every centre whose points
-- would rather move to it) is computed in parallel, with the per-centre
-- costs of closing accumulated by reduce_by_index.  A positive gain is
-- applied.  Returns the final cost, the number of open centres and the
-- assignment.
-- ==
-- entry: cluster
-- input { [[0f32, 0f32], [0.1f32, 0f32], [10f32, 10f32], [10.1f32, 10f32], [0f32, 0.2f32]]
--         [1f32, 1f32, 1f32, 1f32, 1f32] 1f32 [2i64, 0i64, 4i64] }
-- output { 2.06f32 2i64 [0i64, 0i64, 2i64, 2i64, 0i64] }
-- random input { [500][3]f32 [500]f32 0.5f32 [40]i64 } auto output

type state [n] = {assign: [n]i64, cost: [n]f32, is_center: [n]bool}

def dist [d] (a: [d]f32) (b: [d]f32) : f32 =
  f32.sum (map2 (\x y -> (x - y) * (x - y)) a b)

-- Gain of opening candidate x; also which points switch to it and which
-- centres close.
def pgain [n][d] (z: f32) (points: [n][d]f32) (weights: [n]f32) (s: state [n]) (x: i64)
                 : (f32, [n]bool, [n]bool) =
  let px = points[x]
  let delta = map3 (\p w c -> w * dist p px - c) points weights s.cost
  let switch_saving = map (\dl -> if dl < 0 then -dl else 0) delta
  -- cost of moving the points that would not switch, per current centre
  let lower = reduce_by_index (replicate n 0) (+) 0 s.assign (map (\dl -> f32.max 0 dl) delta)
  let close = map3 (\c l i -> c && i != x && z - l > 0) s.is_center lower (iota n)
  let close_gain = f32.sum (map2 (\c l -> if c then z - l else 0) close lower)
  let gain = f32.sum switch_saving + close_gain - (if s.is_center[x] then 0 else z)
  let moves = map3 (\dl a i -> i == x || dl < 0 || close[a]) delta s.assign (iota n)
  in (gain, moves, close)

def apply [n][d] (points: [n][d]f32) (weights: [n]f32) (s: state [n]) (x: i64)
                 (moves: [n]bool) (close: [n]bool) : state [n] =
  let px = points[x]
  let assign = map2 (\m a -> if m then x else a) moves s.assign
  let cost = map4 (\m c p w -> if m then w * dist p px else c) moves s.cost points weights
  let is_center = map3 (\c cl i -> i == x || (c && !cl)) s.is_center close (iota n)
  in {assign, cost, is_center}

def total_cost [n] (z: f32) (s: state [n]) : f32 =
  f32.sum s.cost + z * f32.i64 (i64.sum (map i64.bool s.is_center))

entry cluster [n][d][k] (points: [n][d]f32) (weights: [n]f32) (z: f32) (candidates: [k]i64)
                        : (f32, i64, [n]i64) =
  let weights = map f32.abs weights
  let candidates = map (\c -> (c % n + n) % n) candidates
  -- start with point 0 as the only centre
  let s0 = {assign = replicate n 0,
            cost = map2 (\p w -> w * dist p points[0]) points weights,
            is_center = map (== 0) (iota n)}
  let s = loop s = s0 for x in candidates do
            let (gain, moves, close) = pgain z points weights s x
            in if gain > 0 then apply points weights s x moves close else s
  in (total_cost z s, i64.sum (map i64.bool s.is_center), s.assign)
