-- Breadth-first search on a graph in compressed sparse rows, frontier by
-- frontier: the neighbours of the frontier gathered with a flattening of
-- the irregular rows (by a loop over a bounded degree), distances written
-- with scatter, the next frontier found with filter; a while loop until
-- the frontier is empty.
-- ==
-- input { [0i64, 2i64, 3i64, 4i64, 4i64, 5i64] [1i64, 2i64, 3i64, 3i64, 0i64] 0i64 }
-- output { [0i64, 1i64, 1i64, 2i64, -1i64] 3i32 }
-- input { [0i64, 2i64, 3i64, 4i64, 4i64, 5i64] [1i64, 2i64, 3i64, 3i64, 0i64] 4i64 }
-- output { [1i64, 2i64, 2i64, 3i64, 0i64] 4i32 }

entry main [v1] [e] (offsets: [v1]i64) (edges: [e]i64) (src: i64) =
  let v = v1 - 1
  let maxdeg = i64.maximum (map (\i -> offsets[i + 1] - offsets[i]) (iota v))
  let dist0 = replicate v (-1i64) with [src] = 0
  let (dist, _, rounds) =
    loop (dist, frontier, rounds) = (dist0, [src], 0i32) while length frontier > 0 do
      let cand = flatten (map (\u -> map (\k -> let j = offsets[u] + k
                                                in if j < offsets[u + 1] then edges[j] else -1)
                                        (iota maxdeg)) frontier)
      let level = dist[frontier[0]] + 1
      let fresh = filter (\w -> w >= 0 && dist[w] < 0) cand
      -- Duplicates write the same value.
      let dist' = scatter (copy dist) fresh (map (const level) fresh)
      let next = filter (\w -> dist'[w] == level) (iota v)
      in (dist', next, rounds + 1)
  in (dist, rounds)
