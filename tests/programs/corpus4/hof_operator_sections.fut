-- Operator sections: left and right sections, backtick sections, and
-- sections of qualified operators.
-- ==
-- input { [1, 2, 3, 4] }
-- output { [9, 8, 7, 6] [0, 1, 1, 2] [true, true, false, false] [1, 2, 3, 4] [3, 2, 1, 0] }

def sub (a: i32) (b: i32) = a - b

entry main (xs: []i32) =
  ( map (10 -) xs
  , map (/ 2) xs
  , map (< 3) xs
  , map (i32.max 0) xs
  , map (`sub` 1) (reverse xs) |> map (\x -> x - 0)
  )
