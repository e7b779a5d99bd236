-- Function composition, pipes, flip, curry and uncurry.
-- ==
-- input { [1, 2, 3] } output { [4, 6, 8] [3, 5, 7] [-1, 0, 1] 6 }

def inc (x: i32) = x + 1
def dbl (x: i32) = x * 2

entry main (xs: []i32) =
  ( map (inc >-> dbl) xs
  , map (inc <-< dbl) xs
  , map (flip (-) 2) xs
  , uncurry (+) (curry (\(a, b) -> a * b) 2 3, 0) )
