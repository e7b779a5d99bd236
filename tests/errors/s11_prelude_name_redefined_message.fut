-- A program's own `map` (named like the prelude's) is named as written in
-- messages about it, not by the name the elaborator gives it.
-- ==
-- error: Cannot apply "map" to "xs" \(invalid type\)

def map (x: i32) = x + 1

entry main (xs: []i32) = map xs
