-- Byte strings: upper-casing, counting words by spaces with a map over
-- neighbours, reversing, finding the first occurrence of a character
-- (a reduction with the minimum index), and parsing a decimal number.
-- ==
-- input { 0 } output { [72u8, 69u8, 76u8, 76u8, 79u8, 32u8, 87u8, 79u8, 82u8, 76u8, 68u8, 32u8, 52u8, 50u8] 3i64 [50u8, 52u8, 32u8, 100u8, 108u8, 114u8, 111u8, 119u8, 32u8, 111u8, 108u8, 108u8, 101u8, 104u8] 5i64 42i32 }
-- input { 1 } output { empty([0]u8) 0i64 empty([0]u8) -1i64 0i32 }

def text (k: i32) : []u8 = if k == 0 then "hello world 42" else ""

def upper (c: u8) : u8 = if c >= 'a' && c <= 'z' then c - 32 else c

def words [n] (s: [n]u8) : i64 =
  map (\i -> s[i] != ' ' && (i == 0 || s[i - 1] == ' ')) (iota n) |> map i64.bool |> i64.sum

def find [n] (c: u8) (s: [n]u8) : i64 =
  let i = reduce i64.min n (map2 (\x i -> if x == c then i else n) s (iota n))
  in if i == n then -1 else i

def parse_int (s: []u8) : i32 =
  loop acc = 0 for c in s do if c >= '0' && c <= '9' then acc * 10 + i32.u8 (c - '0') else acc

entry main (k: i32) =
  let s = text k
  in (map upper s, words s, reverse s, find ' ' s, parse_int s)
