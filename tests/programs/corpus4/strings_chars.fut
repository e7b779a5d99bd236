-- String literals are arrays of u8 (UTF-8 bytes); character literals are
-- their code points.
-- ==
-- input { }
-- output { 5i64 104u8 [104u8, 105u8] 97i32 10i32 3i64 true }

entry main =
  let s = "hello"
  let u = "é!"
  in (length s, s[0], "hi", 'a', '\n', length u, s[1] == 'e')
