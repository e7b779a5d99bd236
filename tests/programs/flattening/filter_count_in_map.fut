-- A filter whose sum does not depend on the inner map's parameter moves
-- out of it as a whole (its flags, offsets and count, and the replicate
-- and scatter that the filter consumes), where fusion sees the filter
-- again: one 2-D SegRed of the kept elements.  (Moved in part, its count
-- was distributed and read back under a new name that the sequentialised
-- scatter did not know.)
-- ==
-- input { [1, 2] [3, 1, 2] } output { [15, 9] }
-- input { [5] [3, 1, 2] } output { [0] }
-- random input { [20]i32 [33]i32 } auto output
-- input { empty([0]i32) [1] } output { empty([0]i32) }
-- structure { SegRed 2 kernels:Loop 0 kernels:Scatter 0 }
def main [n][m] (xs: [n]i32) (ys: [m]i32) : [n]i32 =
  map (\x -> reduce (+) 0 (map (\_ -> i32.sum (filter (\y -> y > x) ys)) ys)) xs
