-- A never-called definition with a functional parameter that passes its
-- non-unique parameter to a helper that consumes it: the helper is found
-- for the uniqueness check of the unused definition.
-- ==
-- error: Would consume `xs`, which is not consumable

def set_first (xs: *[]i32) (v: i32) : *[]i32 = xs with [0] = v

def twice_first (g: i32 -> i32) (xs: []i32) = set_first xs (g (g 1))

entry main (x: i32) = x + 1
