-- Prelude array functions: head, last, tail, init, take, drop, split,
-- concat, rotate, replicate, iota, indices, zip/unzip, foldl/foldr.
-- ==
-- input { [1, 2, 3, 4, 5] }
-- output { 1 5 [2, 3, 4, 5] [1, 2, 3, 4] [1, 2] [3, 4, 5] [3, 4, 5, 1, 2] [1, 2, 3, 4, 5, 1] -3 15 }

def main (xs: []i32) =
  let n = length xs
  let (a, b) = split (take 2 xs ++ drop 2 xs :> [2 + (n - 2)]i32)
  let c = concat xs [1]
  let l = foldl (-) 0 [1, 2]
  let r = foldr (+) 0 xs
  in (head xs, last xs, tail xs, init xs, a, b, rotate 2 xs, c, l, r)
