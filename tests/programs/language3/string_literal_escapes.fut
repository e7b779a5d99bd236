-- Escape sequences in string and character literals.
-- ==
-- input { } output { [9u8, 10u8, 92u8, 34u8, 39u8] 10i32 39i32 4i64 }

entry main =
  let s = "\t\n\\\"'"
  in (s, '\n', '\'', length "a\tb\n")
