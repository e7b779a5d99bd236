-- All-pairs shortest paths (Floyd–Warshall): one sequential loop over the
-- intermediate vertex, each step a 2-D map.  Also the transitive closure
-- with booleans, and path reconstruction through a `next` matrix.
-- ==
-- entry: main
-- input { [[0i32, 3i32, 1000i32, 7i32],
--          [8i32, 0i32, 2i32, 1000i32],
--          [5i32, 1000i32, 0i32, 1i32],
--          [2i32, 1000i32, 1000i32, 0i32]] }
-- output { [[0i32, 3i32, 5i32, 6i32], [5i32, 0i32, 2i32, 3i32],
--           [3i32, 6i32, 0i32, 1i32], [2i32, 5i32, 7i32, 0i32]]
--          [0i64, 1i64, 2i64, 3i64] true }
-- ==
-- entry: eccentricity
-- input { [[0i32, 1i32, 1000i32], [1000i32, 0i32, 1i32], [1000i32, 1000i32, 0i32]] }
-- output { [2i32, 1i32, 1000i32] 1i64 }

def inf : i32 = 1000

def floyd [n] (d: [n][n]i32) : ([n][n]i32, [n][n]i64) =
  let next0 = tabulate_2d n n (\i j -> if d[i, j] < inf then j else -1)
  in loop (d, next) = (d, next0) for k < n do
       let upd = tabulate_2d n n (\i j ->
                   let via = d[i, k] + d[k, j]
                   in if via < d[i, j] then (via, next[i, k]) else (d[i, j], next[i, j]))
       in (map (map (.0)) upd, map (map (.1)) upd)

def path [n] (next: [n][n]i64) (from: i64) (to: i64) : [n]i64 =
  let p = replicate n (-1) with [0] = from
  let (p, _, _) =
    loop (p, cur, len) = (p, from, 1) while cur != to && len < n do
      let nxt = next[cur, to]
      in (p with [len] = nxt, nxt, len + 1)
  in p

def closure [n] (adj: [n][n]bool) : [n][n]bool =
  loop r = adj for k < n do
    map2 (\row rik -> map2 (\x rkj -> x || (rik && rkj)) row r[k]) r (r[:, k])

entry main [n] (d: [n][n]i32) =
  let (dist, next) = floyd d
  let reach = closure (map (map (< inf)) d)
  in (dist, path next 0 3, and (map2 (==) (flatten reach) (map (< inf) (flatten dist))))

-- The largest finite distance from each vertex (inf when it reaches
-- nothing else), and the centre: the vertex with the smallest one.
entry eccentricity [n] (d: [n][n]i32) =
  let (dist, _) = floyd d
  let ecc = map (\row -> let fin = filter (\x -> x > 0 && x < inf) row
                         in if length fin == 0 then inf else i32.maximum fin) dist
  let centre = (reduce_comm (\(a, i) (b, j) -> if a < b || (a == b && i < j) then (a, i) else (b, j))
                            (inf + 1, n) (zip ecc (iota n))).1
  in (ecc, centre)
