-- Scatter idioms: compaction by hand, permutation inverse, writing
-- tuples (two scatters), and scatter into a copy of an input.
-- ==
-- input { [2i64, 0i64, 3i64, 1i64] [10i32, 20i32, 30i32, 40i32] }
-- output { [1i64, 3i64, 0i64, 2i64] [20i32, 40i32, 10i32, 30i32] [10i32, 99i32, 30i32, 99i32] [20i32, 40i32] }

entry main [n] (perm: [n]i64) (vs: [n]i32) =
  let inv = scatter (replicate n 0) perm (iota n)
  let placed = scatter (replicate n 0) perm vs
  let marked = scatter (copy vs) [1, 3] [99, 99]
  let keep = map (< 2) perm
  let pos = scan (+) 0 (map i64.bool keep) |> map (\p -> p - 1)
  let cnt = if n > 0 then pos[n - 1] + 1 else 0
  let comp = scatter (replicate cnt 0) (map2 (\k p -> if k then p else -1) keep pos) vs
  in (inv, placed, marked, comp)
