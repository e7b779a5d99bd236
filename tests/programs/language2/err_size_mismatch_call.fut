-- A compile error (size_mismatch_call).
-- ==
-- error: Sizes .2. and .3. do not match

def f [n] (xs: [n]i32) (ys: [n]i32) = 0i32 entry main = f [1, 2] [1, 2, 3]
