-- id, const, flip, curry, uncurry, not, |>, <|, >->, <-<, iterate.
-- ==
-- input { 3i32 }
-- output { 3i32 3i32 -1i32 7i32 7i32 false 8i32 8i32 7i32 16i32 24i32 }

entry main (x: i32) =
  ( id x, const x true, flip (-) x 2, curry (\(a, b) -> a + b) x 4, uncurry (+) (x, 4)
  , not (x > 0), x |> (+ 5), (+ 5) <| x, ((+ 1) >-> (* 2) >-> (\y -> y - 1)) x
  , ((* 2) <-< (+ 5)) x, iterate 3 (* 2) x )
