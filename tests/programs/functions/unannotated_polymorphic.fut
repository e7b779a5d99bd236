-- An unannotated def is checked at each call with the actual types.
-- ==
-- input { 2 1.5f32 3u8 } output { 4 3f32 6u8 }
def double x = x + x
entry main (a: i32) (b: f32) (c: u8) = (double a, double b, double c)
