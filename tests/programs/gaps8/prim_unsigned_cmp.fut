-- Language reference probe (gaps8): prim unsigned cmp.
-- ==
-- input { 200u8 100u8 } output { true 44u8 156u8 2u8 100u8 }
entry main (a: u8) (b: u8) = (a > b, a + b, b - a, a / b, u8.min a b)
