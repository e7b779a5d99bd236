-- u8/u16/i8/i16 arithmetic with wrap-around, conversions between widths,
-- a byte checksum (as used on strings) and saturating addition by hand.
-- ==
-- input { [200u8, 100u8, 7u8] }
-- output { [144u8, 200u8, 14u8] 51u8 [200u16, 100u16, 7u16] 307u16 [-56i8, 100i8, 7i8] [255u8, 200u8, 107u8] 65535u16 -32768i16 }

def sat_add (a: u8) (b: u8) : u8 = if a > 255 - b then 255 else a + b

entry main (bs: []u8) =
  let doubled = map (\b -> b * 2) bs
  let check = reduce (+) 0 bs
  let wide = map u16.u8 bs
  let total = u16.sum wide
  let signed = map i8.u8 bs
  let sat = map (sat_add 100) bs
  let m = 0u16 - 1
  let lo = i16.highest + 1
  in (doubled, check, wide, total, signed, sat, m, lo)
