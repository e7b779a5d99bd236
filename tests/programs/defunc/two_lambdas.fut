-- One higher-order function used with different lambdas (one copy each),
-- and with the same function twice.
-- ==
-- input { [1, 2, 3] 5 }
-- output { [2, 4, 6] [6, 7, 8] 6 [6, 7, 8] 120 }

def apply_map (f: i32 -> i32) (xs: []i32) = map f xs
def fold (op: i32 -> i32 -> i32) (z: i32) (xs: []i32) = loop acc = z for x in xs do op acc x

entry main (xs: []i32) (k: i32) =
  ( apply_map (\x -> x * 2) xs
  , apply_map (\x -> x + k) xs
  , fold (+) 0 xs
  , apply_map (\x -> x + k) xs
  , fold (\a b -> a * b) 1 (map (+ 1) xs) * k
  )
