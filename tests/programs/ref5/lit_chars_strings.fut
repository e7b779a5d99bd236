-- Character literals are integers (their code point); string literals are
-- UTF-8 encoded []u8.
-- ==
-- entry: chars
-- input {} output { 97 97u8 10 92 39 48i64 }
-- entry: strings
-- input {} output { [104u8, 195u8, 169u8, 108u8, 108u8, 111u8] 6i64 [97u8, 34u8, 98u8] [10u8, 9u8] empty([0]u8) }
-- entry: string_eq
-- input {} output { true false 3i64 }

entry chars = ('a', 'a' : u8, '\n', '\\', '\'', i64.i32 '0')
entry strings = ("héllo", length "héllo", "a\"b", "\n\t", "")
entry string_eq = ("abc" == "abc", "abc" == "abd", length "xyz")
