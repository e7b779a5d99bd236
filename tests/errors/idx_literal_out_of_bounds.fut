-- Error index "literal-out-of-bounds": an overloaded literal too large for its type.
-- ==
-- error: 257.*u8

entry main = 257 : u8
