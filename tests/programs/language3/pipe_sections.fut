-- Sections of the pipe operators.
-- ==
-- input { [1, 2, 3] } output { [2, 3, 4] [2, 4, 6] 6 11 7 }

entry main (xs: []i32) =
  ( map (|> (+ 1)) xs
  , map ((* 2) <|) xs
  , (xs |>) i32.sum
  , (<| 10) (+ 1)
  , (|>) 3 (+ 4) )
