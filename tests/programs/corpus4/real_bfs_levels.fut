-- Breadth-first levels on a small graph in adjacency-matrix form, with a
-- while loop and in-place updates.
-- ==
-- input { [[false, true, false, false], [false, false, true, true], [false, false, false, false], [false, false, true, false]] 0i64 }
-- output { [0i32, 1i32, 2i32, 2i32] }

entry main [n] (adj: [n][n]bool) (src: i64) =
  let lvl = replicate n (-1i32) with [src] = 0
  let (lvl, _, _) =
    loop (lvl, frontier, d) = (lvl, replicate n false with [src] = true, 0) while any id frontier do
      let next = tabulate n (\j -> lvl[j] < 0 && any id (map2 (&&) frontier (map (.[j]) adj)))
      let lvl = map2 (\l nx -> if nx then d + 1 else l) lvl next
      in (lvl, next, d + 1)
  in lvl
