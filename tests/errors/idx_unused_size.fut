-- Error index "unused-size": a size parameter that no parameter's type uses.
-- ==
-- error: size parameter `n`.*not used

def f [n] (x: i32) = x

entry main (x: i32) = f x
