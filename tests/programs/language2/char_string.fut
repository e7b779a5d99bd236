-- Character and string literals, escapes, and strings as arrays.
-- ==
-- input { }
-- output { 3i64 [97u8, 10u8, 92u8] 65i32 39i32 [34u8] true }

entry main =
  let s = "a\n\\"
  in (length s, s, 'A', '\'', "\"", "abc"[1] == 'b')
