-- Compile error: the predicate of filter must return bool.
-- ==
-- error: argument 1 of `filter`: `bool` is not a numeric type

def main (xs: []i32) = filter (\x -> x + 1) xs
