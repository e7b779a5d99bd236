-- A function parameter that consumes its argument, in a definition that is
-- never used: passing it a non-unique parameter is an error.
-- ==
-- error: Would consume `xs`, which is not consumable

def apply [n] (g: *[n]i32 -> i32) (xs: [n]i32) = g xs

entry main (x: i32) = x
