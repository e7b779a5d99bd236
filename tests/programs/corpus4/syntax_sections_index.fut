-- Projection and index sections, and sections of tuple fields.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] }
-- output { [2, 4, 6] [1, 3, 5] [10, 30] }

entry main (xss: [][2]i32) =
  let ps = map (\r -> (r[0] * 10, r[1])) xss
  in (map (.[1]) xss, map (.0) (map (\r -> (r[0], r)) xss), take 2 (map (.0) ps))
