-- Widening unsigned values zero-extends; widening signed ones
-- sign-extends.
-- ==
-- input { 200u8 -56i8 } output { 200i32 -56i32 200u64 18446744073709551560u64 }

entry main (a: u8) (b: i8) = (i32.u8 a, i32.i8 b, u64.u8 a, u64.i8 b)
