-- Error index "unique-return-aliased": two unique components of a result
-- may not share memory.
-- ==
-- error: unique component of the result of `main` is aliased to another component
def main (xs: *[]i32) : (*[]i32, *[]i32) = (xs, xs)
