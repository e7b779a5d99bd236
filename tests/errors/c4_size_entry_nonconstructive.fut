-- Compile error: an entry point size parameter used only in a function
-- type or non-constructively.
-- ==
-- error: size

entry main [n] (x: i32) : [n]i32 = replicate n x
