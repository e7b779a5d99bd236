-- A function returning a lambda.
-- ==
-- input { 2i32 } output { 3i32 }
def g (f: i32 -> i32) : i32 -> i32 = \x -> f x + 1
entry main (x: i32) = (g (\y -> y * 1)) x
