-- Local opens shadow operators and names for one expression only.
-- ==
-- input { 7u8 2u8 } output { 3u8 255u8 5u8 }
entry main (a: u8) (b: u8) = (u8.(a / b), u8.(highest), a - b)
