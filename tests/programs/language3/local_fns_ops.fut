-- Local functions, local operators and operator sections.
-- ==
-- input { [1, 2, 3] } output { [3, 6, 11] 14 [0, 1, 2] }

entry main (xs: []i32) =
  let (<+>) a b = a * a + b
  let f x = x <+> 2
  let dot = \ys zs -> i32.sum (map2 (*) ys zs)
  let x /^ y = x - y
  in (map f xs, dot xs xs, map (/^ 1) xs)
