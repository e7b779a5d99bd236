-- Language reference probe (gaps8): prelude flip.
-- ==
-- input { 10 3 } output { -7 7 13 }
entry main (a: i32) (b: i32) = (flip (-) a b, uncurry (-) (a, b), iterate_while (<12) (+1) a + 1)
