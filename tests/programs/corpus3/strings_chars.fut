-- String literals are []u8, character literals are integers.
-- ==
-- input { }
-- output { 5i64 104u8 [72u8, 73u8] 97i32 true 3i64 }

def count_char (c: u8) (s: []u8) : i64 = s |> map (== c) |> map i64.bool |> i64.sum

entry main =
  let s = "hello"
  let up = map (\c -> if c >= 'a' && c <= 'z' then c - 32 else c) "hi"
  in (length s, s[0], up, 'a', s[1] == 'e', count_char 'l' "hello, world")
