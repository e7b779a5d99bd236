-- Arrays built inside a map body: iota, replicate, literals, concatenation.
-- ==
-- input { [1i64, 2i64, 3i64] }
-- output { [[1i64, 2i64, 3i64, 7i64, 7i64, 1i64, 10i64], [2i64, 3i64, 4i64, 7i64, 7i64, 2i64, 20i64],
--           [3i64, 4i64, 5i64, 7i64, 7i64, 3i64, 30i64]] }
def main (xs: []i64) =
  map (\x -> map (+x) (iota 3) ++ replicate 2 7 ++ [x, 10 * x]) xs
