-- map2 over two arrays.
-- ==
-- input { [1i64, 2i64] [10i64, 20i64] } output { [11i64, 22i64] }

def main [n] (xs: [n]i64) (ys: [n]i64) = map2 (+) xs ys
