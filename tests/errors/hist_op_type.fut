-- Compile error: the operator of hist must return the element type.
-- ==
-- error: the operator of `hist` returns

def main (is: []i64) (vs: []i32) = hist (\a b -> a < b) 0 3 is vs
