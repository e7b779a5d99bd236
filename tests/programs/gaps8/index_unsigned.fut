-- Indices may be of any integer type.
-- ==
-- input { [10,20,30] } output { 20 30 10 20 }
entry main (xs: []i32) = (xs[1u8], xs[2i32], xs[0u64], xs[1i16])
