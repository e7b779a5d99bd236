-- Compile error: an array of a size-lifted type parameter.
-- ==
-- error: Cannot create array with elements of size-lifted type

def count '~a (xs: []a) = length xs

def main (x: i32) = x
