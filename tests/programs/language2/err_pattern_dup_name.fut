-- A compile error (pattern_dup_name).
-- ==
-- error: bound twice

entry main = let (x, x) = (1i32, 2i32) in x
