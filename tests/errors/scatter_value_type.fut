-- Compile error: scatter's values must have the destination's element type.
-- ==
-- error: argument 3 of `scatter`: expected `i32`, found `f32`

def main (dest: *[]i32) (is: []i64) (vs: []f32) = scatter dest is vs
