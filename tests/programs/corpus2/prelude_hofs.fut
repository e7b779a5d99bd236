-- The prelude's function combinators and array helpers: iterate,
-- iterate_while, iterate_until, curry/uncurry, flip, const, composition
-- with >-> and <-<, pipes, head/tail/init/last, take/drop, exscan.
-- ==
-- input { [1, 2, 3, 4, 5] }
-- output { 32 16 64 7 [3, 4, 5] [1, 2] 1 5 [2, 3, 4, 5] [1, 2, 3, 4] [0, 1, 3, 6, 10] [4, 4, 4, 4, 4] [-1, -2, -3, -4, -5] }

entry main [n] (xs: [n]i32) =
  let a = iterate 5 (* 2) 1
  let b = iterate_while (< 10) (+ 3) 1 |> (+ 6)
  let c = iterate_until (> 50) (* 2) 1
  let d = uncurry (+) (curry id 3 4) + flip (-) 1 10 - 9
  let e = drop 2 xs
  let f = take 2 xs
  let g = exscan (+) 0 xs
  let neg = map ((0 -) >-> (* 1)) xs
  in (a, b, c, d, e, f, head xs, last xs, tail xs, init xs, g, map (const 4) xs, neg)
