-- A type ascription covers the whole operator expression before it.
-- ==
-- input { } output { 3i64 7u8 }
entry main = (1 + 2 : i64, (3 + 4 : u8))
