-- Underscores separate digits in every kind of literal.
-- ==
-- input { } output { 1000i32 1000000i64 1000.5f64 65535u16 }
def main = (1_000, 1_000_000i64, 1_000.5, 0xFF_FFu16)
