type p = (i32, f32)
def main (x: i32) : p = if x > 0 then (x, 1) else (0, f32.i32 x)
