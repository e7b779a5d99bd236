-- Named functions used infix with backticks, and their sections.
-- ==
-- input { 7 3 } output { 1 4 [2, 3] }

def mod' (a: i32) (b: i32) = a % b
def minus (a: i32) (b: i32) = a - b

entry main (a: i32) (b: i32) =
  (a `mod'` b, a `minus` b, map (`minus` 1) [b, 4])
