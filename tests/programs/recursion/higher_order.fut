-- A higher-order recursive function that passes its function parameter
-- on unchanged: iterate a function k times; fold over an array by
-- recursion.
-- ==
-- input { 3 [1, 2, 3, 4] } output { 8 24 10 }

def iterate (f: i32 -> i32) (k: i32) (x: i32) : i32 =
  if k == 0 then x else iterate f (k - 1) (f x)

def foldl [n] (op: i32 -> i32 -> i32) (acc: i32) (xs: [n]i32) : i32 =
  if n == 0 then acc else foldl op (op acc xs[0]) xs[1:]

def main (k: i32) (xs: []i32) =
  (iterate (\x -> x * 2) k 1, foldl (*) 1 xs, foldl (+) 0 xs)
