-- Top-level functions, local functions and lambdas.
-- ==
-- input { 3i32 } output { 19i32 }

def square (x: i32) = x * x
def twice (f: i32 -> i32) (x: i32) = f (f x)

def main (x: i32) =
  let add1 y = y + 1
  in twice add1 (square x) + (\z -> z * 0 + 8) x
