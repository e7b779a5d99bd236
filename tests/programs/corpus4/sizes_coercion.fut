-- Size coercions: an array of unknown size made to match another's size,
-- and a coercion to a size expression.
-- ==
-- input { [1, 2, 3, 4] }
-- output { [2, 4, 6, 8] [1, 2, 3, 4, 1, 2, 3, 4] }

entry main [n] (xs: [n]i32) =
  let ys = filter (\_ -> true) xs
  let zs = map2 (+) xs (ys :> [n]i32)
  let ws = (xs ++ xs) :> [2 * n]i32
  in (zs, ws)
