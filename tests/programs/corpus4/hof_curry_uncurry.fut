-- curry, uncurry, flip, const and id from the prelude.
-- ==
-- input { 7 3 }
-- output { 4 -4 10 7 [7, 7] }

entry main (a: i32) (b: i32) =
  ( uncurry (-) (a, b)
  , flip (-) a b
  , curry (\(x, y) -> x + y) a b
  , id a
  , map (const a) [1, 2]
  )
