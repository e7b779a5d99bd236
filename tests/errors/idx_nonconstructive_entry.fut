-- Error index "nonconstructive-entry": an entry point's size parameter must be
-- the size of an array, not only part of a size expression.
-- ==
-- error: size parameter `x` of the entry point `main`.*not as an array size

entry main [x] (a: [x+1]i32) = a[0]
