-- A result whose size differs from the declared return size is a
-- compile error.
-- ==
-- error: .

def f [n] (xs: [n]i32) : [n]i32 = xs ++ xs

entry main (xs: []i32) = f xs
