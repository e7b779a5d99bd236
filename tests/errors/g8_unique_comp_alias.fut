-- ==
-- error: A unique-typed component of the return value of .* is aliased to some other component
def main (xs: *[]i32) : (*[]i32, *[]i32) = (xs, xs)
