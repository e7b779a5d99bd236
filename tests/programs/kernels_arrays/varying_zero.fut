-- Thread-computed sizes that are all zero (the size kernel's bound is 0,
-- the scratch memory empty), or zero for some threads only.
-- ==
-- input { [0i64, 0i64, 0i64] } output { [0i64, 0i64, 0i64] [0i64, 0i64, 0i64] }
-- input { [0i64, 3i64, 0i64, 1i64] } output { [0i64, 4i64, 0i64, 0i64] [0i64, 3i64, 0i64, 1i64] }
def main (xs: []i64) =
  unzip (map (\x -> let cs = scan (+) 0 (iota x)
                    in (reduce (+) 0 cs, length (filter (>= 0) cs))) xs)
