-- Compile error: scatter's values must have the destination's element type.
-- ==
-- error: argument 3 of `scatter`: Sizes ".*" and ".*" do not match

def main (dest: *[]i32) (is: []i64) (vs: []f32) = scatter dest is vs
