-- An entry point named like a prelude function is named as written in
-- messages (not by its internal name).
-- ==
-- error: the body of `sum` does not match its return type

entry sum (xs: []i32) : f32 = reduce (+) 0 xs
