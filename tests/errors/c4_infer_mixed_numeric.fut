-- Compile error: adding an i32 and an f32 (no implicit conversions).
-- ==
-- error: i32.*f32|f32.*i32

def main (x: i32) (y: f32) = x + y
