-- Higher-order functions: functions as arguments, partial application,
-- operator sections on both sides, backtick infix application, and
-- sections of comparison and of user functions.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [2i32, 3i32, 4i32] [2i32, 4i32, 6i32] [9i32, 8i32, 7i32] [0i32, 1i32, 1i32] [false, true, true] 10i32 [1i32, 1i32, 0i32] }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]bool) 4i32 empty([0]i32) }

def apply_all [n] (f: i32 -> i32) (xs: [n]i32) : [n]i32 = map f xs

def clamp (lo: i32) (hi: i32) (x: i32) = i32.max lo (i32.min hi x)

def plus (a: i32) (b: i32) = a + b

entry main [n] (xs: [n]i32) =
  ( apply_all (+1) xs
  , apply_all (2*) xs
  , apply_all (10-) xs
  , map (clamp 0 1) (map (\x -> x - 1) xs)
  , map (>= 2) xs
  , foldl (\acc x -> acc `plus` x) 4 xs
  , map (`i32.min` 1) (map (3-) xs) )
