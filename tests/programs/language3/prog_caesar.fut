-- A Caesar cipher on lower-case letters, and decoding it again.
-- ==
-- input { [104u8, 101u8, 108u8, 108u8, 111u8, 32u8, 122u8] 3 }
-- output { [107u8, 104u8, 111u8, 111u8, 114u8, 32u8, 99u8] true }

def shift (k: i32) (c: u8) : u8 =
  if c >= 'a' && c <= 'z' then u8.i32 ((i32.u8 (c - 'a') + k) % 26 + i32.u8 'a') else c

entry main (s: []u8) (k: i32) =
  let enc = map (shift k) s
  let dec = map (shift (-k)) enc
  in (enc, dec == s)
