-- Rule 2: a consuming function may not be passed where a function that
-- does not consume is expected.
-- ==
-- error: contains consumption|incompatible regarding consuming
def consume (xs: *[]i32) : i32 = (xs with [0] = 0)[0]
def app (f: []i32 -> i32) (xs: []i32) = f xs
entry main (xs: []i32) = app consume xs
