-- map over zipped arrays returning tuples (arrays of tuples become tuples of arrays).
-- ==
-- input { [1i32, 2i32] [3i32, 4i32] } output { [4i32, 6i32] [-2i32, -2i32] }

def main [n] (xs: [n]i32) (ys: [n]i32) =
  let ps = map (\(x, y) -> (x + y, x - y)) (zip xs ys)
  in (map (.0) ps, map (.1) ps)
