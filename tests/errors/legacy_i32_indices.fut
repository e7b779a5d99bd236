-- `scatter` takes i64 indices: an array of i32 indices gets the hint too.
-- ==
-- error: argument 2 of `scatter`(.|\n)*convert with `i64.i32`
def main [n] (dest: *[n]f32) (is: [n]i32) (vs: [n]f32) = scatter dest is vs
