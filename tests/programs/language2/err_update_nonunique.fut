-- A compile error (update_nonunique).
-- ==
-- error: cannot consume .xs.

entry main (xs: []i32) = let xs[0] = 1 in xs
