-- A compile error (alias_consumed).
-- ==
-- error: consumed at

entry main (xs: *[]i32) = let ys = xs let zs = ys with [0] = 1 in (zs, xs)
