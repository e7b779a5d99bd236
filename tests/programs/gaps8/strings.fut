-- Language reference probe (gaps8): strings.
-- ==
-- input { } output { [104u8, 10u8, 9u8, 34u8, 92u8] 3i64 955 [206u8, 187u8] 65 }
entry main = ("h\n\t\"\\", length "abc", 'λ', "λ", 'A')
