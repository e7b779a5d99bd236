-- A compile error (irregular_array_lit).
-- ==
-- error: Sizes .1. and .2. do not match

entry main = [[1i32], [2, 3]]
