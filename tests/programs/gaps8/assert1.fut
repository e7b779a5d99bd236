-- Language reference probe (gaps8): assert1.
-- ==
-- input { 3 } output { 6 }
-- input { -1 } error: Assertion is false
entry main (x: i32) = assert (x >= 0) (x * 2)
