-- A literal that does not fit its type is a compile error.
-- ==
-- error: .

entry main = 300u8
