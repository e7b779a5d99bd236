-- Compile error: scatter's values must have the destination's element type.
-- ==
-- error: the values of `scatter` have type \[.*\]f32 but the destination has type

def main (dest: *[]i32) (is: []i64) (vs: []f32) = scatter dest is vs
