-- Compile error: a size-lifted type parameter instantiated with a function
-- type (only `'^t` may be a function).
-- ==
-- error: cannot be a function type

def id '~t (x: t) = x

def main (x: i32) = (id (\y -> y + 1)) x
