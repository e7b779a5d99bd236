-- Language reference probe (gaps8): prim i8.
-- ==
-- input { 127i8 -128i8 } output { -128i8 127i8 -128i8 1 7 1i8 -1i8 }
entry main (a: i8) (b: i8) = (a + 1, b - 1, b / -1 + 0 - 0, i8.clz a, i8.popc a, a %% 3, b // 127 + 0)
