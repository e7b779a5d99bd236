-- Error index "occurs-check": a type that would contain itself.
-- ==
-- error: would contain itself

def f x = x x

entry main (x: i32) = x
