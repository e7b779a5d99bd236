-- Ranges of other integer types.
-- ==
-- input { } output { [1u8, 2u8, 3u8] [5i32, 3i32, 1i32] [0i16, 2i16] }
entry main = (1u8...3, 5..3...1i32, 0..2..<4i16)
