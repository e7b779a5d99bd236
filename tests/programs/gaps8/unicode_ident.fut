-- String literals with non-ASCII text are UTF-8 bytes.
-- ==
-- input { } output { 4i64 [195u8, 166u8, 98u8, 108u8] }
entry main = let s = "æbl" in (length s, s)
