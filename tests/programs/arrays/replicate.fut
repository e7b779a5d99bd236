-- replicate of scalars and of arrays (giving a 2-D array).
-- ==
-- input { 3i64 7u8 } output { [7u8, 7u8, 7u8] [[7u8, 7u8], [7u8, 7u8], [7u8, 7u8]] }
entry main (n: i64) (x: u8) = (replicate n x, replicate n [x, x])
