-- u8.sum.
-- ==
-- input { [1u8, 2u8] } output { 3u8 }
entry main (xs: []u8) = u8.sum xs
