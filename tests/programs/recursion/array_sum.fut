-- The sum of an array by recursion over slices: the head plus the sum of
-- the tail (the size shrinks at each call: size-polymorphic recursion,
-- which needs the explicit size parameter), and by halving.
-- ==
-- input { [1, 2, 3, 4, 5] } output { 15 15 }
-- input { empty([0]i32) } output { 0 0 }
-- input { [7] } output { 7 7 }

def rsum [n] (xs: [n]i32) : i32 =
  if n == 0 then 0 else xs[0] + rsum xs[1:]

def halves [n] (xs: [n]i32) : i32 =
  if n == 0 then 0
  else if n == 1 then xs[0]
  else let h = n / 2
       in halves xs[:h] + halves xs[h:]

def main (xs: []i32) = (rsum xs, halves xs)
