-- Breadth-first search over a graph in CSR form (offsets and edges).
-- Each level expands the frontier: every frontier node's edges are
-- flattened with a segmented iota, unvisited targets get the level with
-- `reduce_by_index` and the next frontier is marked with `scatter`.
-- ==
-- entry: main
-- input { 0i64 [0i64, 2i64, 4i64, 5i64, 6i64, 6i64, 7i64]
--         [1i64, 2i64, 3i64, 0i64, 4i64, 4i64, 3i64] }
-- output { [0i32, 1i32, 1i32, 2i32, 2i32, -1i32] 3i32 }
-- input { 5i64 [0i64, 2i64, 4i64, 5i64, 6i64, 6i64, 7i64]
--         [1i64, 2i64, 3i64, 0i64, 4i64, 4i64, 3i64] }
-- output { [-1i32, -1i32, -1i32, 1i32, 2i32, 0i32] 3i32 }
-- ==
-- entry: seg_ids
-- input { [2i64, 0i64, 3i64, 0i64, 1i64] } output { [0i64, 0i64, 2i64, 2i64, 2i64, 4i64] }
-- input { [0i64, 0i64] } output { empty([0]i64) }

-- For segment sizes [2,0,3] gives [0,0,2,2,2] (segment of each slot).
def segment_ids [k] (sizes: [k]i64) : []i64 =
  let offs = scan (+) 0 sizes
  let total = if k == 0 then 0 else offs[k - 1]
  let starts = map2 (-) offs sizes
  let marks = reduce_by_index (replicate total 0i64) i64.max 0
                (map2 (\s n -> if n > 0 then s else -1) starts sizes)
                (iota k)
  in scan i64.max 0 marks

entry seg_ids [k] (sizes: [k]i64) = segment_ids sizes

def expand [n][e] (offsets: [n]i64) (edges: [e]i64) (frontier: []i64) : []i64 =
  let degree (v: i64) = (if v + 1 < n then offsets[v + 1] else e) - offsets[v]
  let sizes = map degree frontier
  let seg = segment_ids sizes
  let starts = map2 (-) (scan (+) 0 sizes) sizes
  in map2 (\s j -> let v = frontier[s] in edges[offsets[v] + j - starts[s]])
          seg (indices seg)

entry main [n1][e] (source: i64) (offsets: [n1]i64) (edges: [e]i64) =
  let n = n1 - 1
  let offs = offsets[:n]
  let levels = replicate n (-1i32) with [source] = 0
  let frontier = [source]
  let (levels, _, depth) =
    loop (levels, frontier, depth) = (levels, frontier, 1i32)
    while length frontier > 0 do
      let targets = expand offs edges frontier
      let fresh = map (\t -> if levels[t] < 0 then t else -1) targets
      let levels' = reduce_by_index (copy levels) i32.max (-1) fresh
                                    (map (const depth) fresh)
      let marks = scatter (replicate n false) fresh (map (const true) fresh)
      let next = filter (\v -> marks[v]) (iota n)
      in (levels', next, depth + 1)
  in (levels, depth - 1)
