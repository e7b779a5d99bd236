-- Module reductions on unsigned types use unsigned order and wrap.
-- ==
-- input { [200u8, 100u8, 7u8] } output { 51u8 255u8 200u8 7u8 }
entry main (xs: []u8) = (u8.sum xs, u8.product [255u8, 1u8], u8.maximum xs, u8.minimum xs)
