-- Language reference probe (gaps8): lit misc.
-- ==
-- input { } output { 97 [104u8, 105u8] 2i64 1.5f16 true 10u16 }
entry main = ('a', "hi", length "ab", 1.5f16, 0xf_f == 255, 0xAu16)
