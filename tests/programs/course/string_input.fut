-- A test block may write a []u8 argument as a string literal; its
-- bytes are the UTF-8 encoding of the text, with the source language's
-- escapes.
-- ==
-- entry: count_vowels
-- input { "programming in parallel" } output { 7i64 }
-- input { "" } output { 0i64 }
-- input { "a\"e\\i\to" } output { 4i64 }

-- ==
-- entry: byte_lengths
-- input { "xyz" "\u00e9\x41" [1u8, 2u8] } output { 3i64 3i64 2i64 }

-- ==
-- entry: echo
-- input { "héllo\n" } output { "héllo\n" }
-- input { "tab\there" } output { [116u8, 97u8, 98u8, 9u8, 104u8, 101u8, 114u8, 101u8] }

entry count_vowels (s: []u8) : i64 =
  let is_vowel (c: u8) = c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'
  in s |> map is_vowel |> map i64.bool |> reduce (+) 0

entry byte_lengths (a: []u8) (b: []u8) (c: []u8) : (i64, i64, i64) =
  (length a, length b, length c)

entry echo (s: []u8) : []u8 = s
