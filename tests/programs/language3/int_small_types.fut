-- Division and remainder on i8 and u16, with wrapping and rounding.
-- ==
-- input { -7i8 2i8 } output { -4i8 1i8 -3i8 -1i8 }

entry main (a: i8) (b: i8) = (a / b, a % b, a // b, a %% b)

-- ==
-- entry: unsigned
-- input { 65535u16 16u16 } output { 4095u16 15u16 65534u16 }

entry unsigned (a: u16) (b: u16) = (a / b, a % b, a + a)
