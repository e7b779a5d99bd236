-- scatter inside a map: sequentialised into a loop over a per-thread array.
-- ==
-- input { [1i32, 2i32] } output { [[1i32, 0i32, 2i32], [2i32, 0i32, 4i32]] }

def main (xs: []i32) =
  map (\x -> scatter (replicate 3 0i32) [0, 2, 5] [x, 2 * x, 9]) xs
