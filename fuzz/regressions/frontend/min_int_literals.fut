-- The smallest value of every signed type is a valid (negative) literal.
-- ==
-- input { } output { -128i8 -32768i16 -2147483648i32 -9223372036854775808i64 }
def main = (-128i8, -32768i16, -2147483648, -9223372036854775808i64)
