-- Binary integer literals.
-- ==
-- input { } output { 5i32 240u8 0i8 -1i8 }
def main = (0b101, 0b1111_0000u8, 0b0i8, -0b1i8)
