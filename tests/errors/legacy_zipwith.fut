-- `zipWith` is the old name of `map2`.
-- ==
-- error: Unknown name "zipWith"(.|\n)*old name of `map2`
def main [n] (xs: [n]i32) (ys: [n]i32) = zipWith (*) xs ys
