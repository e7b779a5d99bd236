-- Language reference probe (gaps8): prim divover64.
-- ==
-- input { [-9223372036854775808i64, 7] [-1i64, -2] } output { [-9223372036854775808i64, -4] [0i64, -1] [-9223372036854775808i64, -3] }
entry main (a: []i64) (b: []i64) = (map2 (/) a b, map2 (%) a b, map2 (//) a b)
