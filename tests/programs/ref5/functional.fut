-- The combinators of functional.fut: |>, <|, >->, <-<, flip, curry,
-- uncurry, const, id, iterate, iterate_until, iterate_while.
-- ==
-- entry: pipes
-- input { 3 }
-- output { 8 8 7 8 }
-- entry: combinators
-- input { 10 3 }
-- output { -7 13 13 10 3 }
-- entry: iterates
-- input { 1 }
-- output { 1024 128 64 }

entry pipes (x: i32) =
  (x |> (+ 1) |> (* 2), (* 2) <| (+ 1) <| x, ((* 2) >-> (+ 1)) x, ((* 2) <-< (+ 1)) x)
entry combinators (a: i32) (b: i32) =
  (flip (-) a b, curry (\(p, q) -> p + q) a b, uncurry (+) (a, b), const a b, id b)
entry iterates (x: i32) =
  (iterate 10 (* 2) x, iterate_until (> 100) (* 2) x, iterate_while (< 64) (* 2) x)
