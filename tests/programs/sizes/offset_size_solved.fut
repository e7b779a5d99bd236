-- A parameter whose size is an offset of a size parameter (`[k - 1]`,
-- `[k + 2]`) meets an argument whose size is a constant expression
-- (`replicate (4 - 1) x`, folded to 3) before any other argument fixes
-- k: k is solved from the constant.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { [2i32, 4i32, 6i32] 10i32 }

def pairs_sum [k] (gaps: [k - 1]i32) (pad: [k + 2]i32) (xs: [k]i32) : ([k - 1]i32, i32) =
  (map2 (+) gaps (map2 (+) xs[:k - 1] xs[1:] :> [k - 1]i32), i32.sum pad + i32.sum xs)

def main (xs: [4]i32) =
  let (ds, s) = pairs_sum (replicate (4 - 1) (-1)) (replicate (1 + 5) 0) xs
  in (ds, s)
