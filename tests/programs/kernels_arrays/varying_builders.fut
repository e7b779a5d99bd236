-- Replicate and concatenation of thread-computed sizes in one body:
-- several bounds from one size kernel (the sizes of the replicate, the
-- iota and their concatenation).
-- ==
-- input { [2i64, 0i64, 5i64] } output { [16i64, 0i64, 140i64] [5i64, 1i64, 11i64] }
-- input { empty([0]i64) } output { empty([0]i64) empty([0]i64) }
def main (xs: []i64) =
  unzip (map (\x -> let a = replicate x 2i64 ++ scan (+) 0 (iota (x + 1))
                    let b = reverse a
                    in (reduce (+) 0 (map2 (*) a b), length a)) xs)
