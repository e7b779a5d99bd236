-- A string literal with a non-ASCII character is its UTF-8 bytes.
-- ==
-- input { } output { [195u8, 164u8] 2i64 }
entry main = ("ä", length "ä")
