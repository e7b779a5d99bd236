-- Left and right operator sections, projection sections and index
-- sections.
-- ==
-- input { [1, 2, 3] } output { [9, 8, 7] [1, 0, 1] [1, 2, 3] [2, 4, 6] 3 }

entry main (xs: []i32) =
  let ps = map (\x -> (x, x * 2)) xs
  in (map (10 -) xs, map (% 2) xs, map (.0) ps, map (.1) ps, (.[2]) xs)
