-- functional.fut: the pipe and composition operators, iterate (n times;
-- not at all for n <= 0), iterate_until (stops before the first step
-- when the predicate holds at once), iterate_while, curry, uncurry.
-- ==
-- input { 3 }
-- output { 8 8 6 8 72 3 16 4 24 [4, 5] 12 }
-- input { 0 }
-- output { 2 2 3 2 0 0 16 1 0 [1, 2] 0 }

entry main (x: i32) =
  let inc = (+ 1)
  let dbl = (* 2)
  in (x |> inc |> dbl, dbl <| inc <| x, (inc >-> dbl >-> inc) x |> (\y -> y - x),
      (dbl <-< inc) x, iterate x dbl (x * 3), iterate (-2) dbl x,
      iterate_until (> 10) dbl (x + 1), iterate_while (< 0) dbl (x + 1 - x + x),
      curry (\(a, b) -> a * b) x 8, map (uncurry (+)) (zip [1, 2] (replicate 2 x)),
      (flip (-) x (x * 5)) |> i32.abs)
