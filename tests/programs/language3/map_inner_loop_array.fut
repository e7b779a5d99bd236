-- A map whose body builds a small array in a loop (a per-thread array).
-- ==
-- input { [1, 2, 3] } output { [[1, 1, 1], [2, 4, 8], [3, 9, 27]] }

entry main (xs: []i32) =
  map (\x -> loop acc = replicate 3 x for i in 1..<3 do acc with [i] = acc[i - 1] * x) xs
