-- A compile error (if_returns_function).
-- ==
-- error: cannot be a function

entry main (b: bool) = (if b then (\(x: i32) -> x) else (\x -> x + 1)) 1
