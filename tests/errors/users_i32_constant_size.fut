-- A top-level `i32` constant used as an array size: sizes are `i64`,
-- and the message says so (old programs wrote lengths as `i32`).
-- ==
-- error: the size `width`: expected `i64`, found `i32`

def width : i32 = 4

type row = [width]f32

def main (r: row) = r[0]
