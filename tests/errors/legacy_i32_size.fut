-- Sizes are i64: an i32 count given to `replicate` gets a conversion hint.
-- ==
-- error: argument 1 of `replicate`: expected `i64`, found `i32`(.|\n)*convert with `i64.i32`
def main (k: i32) (x: f32) = replicate k x
