-- Functions returning functions and partial application of definitions.
-- ==
-- input { 3 [1, 2, 3] } output { [4, 5, 6] [3, 6, 9] 10 }

def adder (k: i32) : i32 -> i32 = \x -> x + k
def scale (k: i32) (x: i32) = k * x
def twice 'a (f: a -> a) (x: a) = f (f x)

entry main (k: i32) (xs: []i32) =
  (map (adder k) xs, map (scale k) xs, twice (adder 5) 0)
