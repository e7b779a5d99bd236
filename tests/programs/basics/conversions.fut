-- Conversions through the numeric modules.
-- ==
-- input { 3.75f32 } output { 3i32 3.75 255u8 1i32 }

def main (x: f32) = (i32.f32 x, f64.f32 x, u8.i32 (-1), i32.bool (x > 1))
