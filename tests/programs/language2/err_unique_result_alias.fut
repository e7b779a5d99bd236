-- A compile error (unique_result_alias).
-- ==
-- error: declared unique

def f (xs: []i32) : *[]i32 = xs entry main (xs: []i32) = f xs
