-- String processing on []u8: upper-casing ASCII letters.
-- ==
-- input { [104u8, 101u8, 108u8, 108u8, 111u8, 44u8, 32u8, 87u8, 111u8, 114u8, 108u8, 100u8, 33u8] } output { [72u8, 69u8, 76u8, 76u8, 79u8, 44u8, 32u8, 87u8, 79u8, 82u8, 76u8, 68u8, 33u8] }
-- input { empty([0]u8) } output { empty([0]u8) }
-- input { [97u8, 98u8, 99u8, 32u8, 120u8, 121u8, 122u8, 32u8, 49u8, 50u8, 51u8] } output { [65u8, 66u8, 67u8, 32u8, 88u8, 89u8, 90u8, 32u8, 49u8, 50u8, 51u8] }

def to_upper (c: u8) : u8 =
  if c >= 'a' && c <= 'z' then c - ('a' - 'A') else c

entry main (s: []u8) : []u8 = map to_upper s
