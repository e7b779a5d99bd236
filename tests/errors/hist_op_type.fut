-- Compile error: the operator of hist must return the element type.
-- ==
-- error: argument 2 of `hist`: `bool` is not a numeric type

def main (is: []i64) (vs: []i32) = hist (\a b -> a < b) 0 3 is vs
