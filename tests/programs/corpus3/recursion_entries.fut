-- Recursion over a shrinking slice with a size parameter, a recursive
-- scalar function called in a loop, and a point-free entry point.
-- ==
-- entry: main
-- input { [1i32, 2i32, 3i32] } output { 6i32 120i32 9i32 }
-- input { empty([0]i32) } output { 0i32 120i32 0i32 }
-- entry: pointfree
-- input { [1i32, 2i32, 3i32] } output { [2i32, 3i32, 4i32] }

def sumrec [n] (xs: [n]i32) : i32 = if n == 0 then 0 else xs[0] + sumrec xs[1:]
def fact (n: i32) : i32 = if n <= 1 then 1 else n * fact (n - 1)
entry pointfree = map (+ 1i32)
entry main (xs: []i32) = (sumrec xs, fact 5, loop acc = 0 for x in xs do acc + fact x)
