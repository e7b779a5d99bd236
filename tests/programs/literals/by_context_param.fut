-- An unsuffixed literal takes the type of the other operand.
-- ==
-- input { 50u8 10i64 1.5f32 } output { 250u8 20i64 3f32 }
def main (x: u8) (y: i64) (z: f32) = (x + 200, y * 2, z * 2)
