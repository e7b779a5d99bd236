-- Compile error: the predicate of filter must return bool.
-- ==
-- error: the predicate of `filter` must return bool

def main (xs: []i32) = filter (\x -> x + 1) xs
