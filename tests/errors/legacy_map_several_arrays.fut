-- `map f xs ys` (old Futhark): the hint names `map2`.
-- ==
-- error: `map` is applied to too many arguments(.|\n)*use `map2`
def main [n] (xs: [n]i32) (ys: [n]i32) = map (+) xs ys
