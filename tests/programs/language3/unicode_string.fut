-- String literals are UTF-8: non-ASCII characters take several bytes.
-- ==
-- input { } output { 5i64 [195u8, 184u8] 248i32 }

entry main = (length "blå!", "ø", 'ø')
