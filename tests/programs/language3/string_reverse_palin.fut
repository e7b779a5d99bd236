-- Palindrome check on a byte string, ignoring case.
-- ==
-- input { [82u8, 97u8, 99u8, 101u8, 99u8, 97u8, 114u8] } output { true }
-- input { [97u8, 98u8, 99u8, 97u8] } output { false }
-- input { empty([0]u8) } output { true }

def lower (c: u8) = if c >= 'A' && c <= 'Z' then c + 32 else c

entry main (s: []u8) =
  let t = map lower s
  in and (map2 (==) t (reverse t))
