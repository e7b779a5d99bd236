-- A definition with a function-typed parameter is checked for uniqueness
-- even if it is never used (Futhark checks every definition).
-- ==
-- error: Would consume `xs`, which is not consumable

def f (g: i32 -> i32) (xs: []i32) = xs with [0] = g 1

entry main (x: i32) = x
