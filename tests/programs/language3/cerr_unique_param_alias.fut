-- A function may not consume a parameter that is not declared unique.
-- ==
-- error: .

def set0 (xs: []i32) = xs with [0] = 0

entry main (xs: *[]i32) = set0 xs
