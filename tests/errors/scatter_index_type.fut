-- Compile error: scatter's indices must be i64.
-- ==
-- error: the indices of `scatter` must be \[n\]i64

def main (dest: *[]i32) (is: []i32) (vs: []i32) = scatter dest is vs
