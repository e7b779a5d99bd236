-- Compile error: scatter's indices must be i64.
-- ==
-- error: argument 2 of `scatter`: expected `i64`, found `i32`

def main (dest: *[]i32) (is: []i32) (vs: []i32) = scatter dest is vs
