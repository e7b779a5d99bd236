-- Breadth-first search levels on a graph in edge-list form, one frontier
-- expansion per iteration with scatter.
-- ==
-- input { 6i64 [0i64, 0i64, 1i64, 2i64, 3i64, 4i64] [1i64, 2i64, 3i64, 3i64, 4i64, 5i64] 0i64 }
-- output { [0i32, 1i32, 1i32, 2i32, 3i32, 4i32] }
-- input { 4i64 [0i64, 1i64] [1i64, 0i64] 0i64 }
-- output { [0i32, 1i32, -1i32, -1i32] }

entry main [e] (n: i64) (src: [e]i64) (dst: [e]i64) (start: i64) : [n]i32 =
  let level = replicate n (-1i32) with [start] = 0
  let (level, _, _) =
    loop (level, frontier, d) = (level, true, 0) while frontier do
      let targets = map2 (\s t -> if level[s] == d && level[t] == -1 then t else -1) src dst
      let level' = scatter (copy level) targets (replicate e (d + 1))
      in (level', any (>= 0) targets, d + 1)
  in level
