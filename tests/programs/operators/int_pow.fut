-- `**` on integers (wrapping).
-- ==
-- input { 3 4 } output { 81 }
-- input { -2 3 } output { -8 }
-- input { 7 0 } output { 1 }
entry main (a: i32) (b: i32) = a ** b
-- ==
-- entry: i64s
-- input { 2i64 40i64 } output { 1099511627776i64 }
entry i64s (a: i64) (b: i64) = a ** b
-- ==
-- entry: u8s
-- input { 2u8 8u8 } output { 0u8 }
-- input { 3u8 5u8 } output { 243u8 }
entry u8s (a: u8) (b: u8) = a ** b
