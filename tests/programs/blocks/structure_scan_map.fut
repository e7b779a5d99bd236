-- A scan of a map, then a map of the scan's result: the first two fuse
-- (scanomap); the last map consumes the scan and stays on its own.
-- ==
-- input { [1, 2, 3] } output { [2, 6, 12] }
-- structure { simplify-fused:Screma 2 }
def main (xs: []i32) =
  let ys = scan (+) 0 (map (* 2) xs)
  in map2 (+) ys (map (* 0) ys)
