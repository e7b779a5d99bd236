-- Compile error: an array of a size-lifted type (irregular array).
-- ==
-- error: Cannot create array with elements of size-lifted type

type~ row = []i32

def main (xs: []row) = length xs
