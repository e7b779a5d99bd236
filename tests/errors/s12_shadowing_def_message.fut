-- A definition named like a prelude value (`init`) is in scope of its own
-- body (reference, "Recursive functions"), so `init xs` below is a
-- recursive call whose result type does not fit the declared one.  The
-- message names the definition as written, not its internal name.
-- ==
-- error: the body of `init` does not match its return type

def init (xs: []i32) : ([]i32, i32) = (init xs, 0)

entry main (xs: []i32) = init xs
