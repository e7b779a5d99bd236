-- Explicit size parameters are distinct: `f` needs two arrays of one size.
-- ==
-- error: Sizes "n" and "m" do not match
def f [n] (xs: [n]i32) (ys: [n]i32) = map2 (+) xs ys
entry main [n][m] (a: [n]i32) (b: [m]i32) = f a b
