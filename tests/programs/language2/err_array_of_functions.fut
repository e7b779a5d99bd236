-- A compile error (array_of_functions).
-- ==
-- error: cannot be a function

entry main = [\(x: i32) -> x]
