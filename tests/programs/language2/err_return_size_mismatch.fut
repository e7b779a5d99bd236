-- A compile error (return_size_mismatch).
-- ==
-- error: Sizes .2. and .3. do not match

entry main (x: i32) : [2]i32 = [x, x, x]
