-- Point-free definitions: top-level values that are partially applied
-- functions or compositions, used later with their arguments.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 6i32 [2i32, 4i32, 6i32] 12i32 [3i32, 5i32, 7i32] 14i32 }
-- input { empty([0]i32) } output { 0i32 empty([0]i32) 0i32 empty([0]i32) 0i32 }

def total = reduce (+) 0i32

def doubles = map (* 2i32)

def sum_doubled = doubles >-> total

def inc_all = map (+ 1i32)

def sum_squares = map (\x -> x * x) >-> total

entry main (xs: []i32) =
  (total xs, doubles xs, sum_doubled xs, inc_all (doubles xs), sum_squares xs)
