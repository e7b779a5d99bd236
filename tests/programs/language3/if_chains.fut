-- else-if chains and conditions combining && and || with comparisons.
-- ==
-- input { [-5, 0, 5, 50, 500] } output { [0, 1, 2, 3, 4] }

def bucket (x: i32) : i32 =
  if x < 0 then 0
  else if x == 0 then 1
  else if x > 0 && x < 10 then 2
  else if x >= 10 && x < 100 || x == 100 then 3
  else 4

entry main (xs: []i32) = map bucket xs
