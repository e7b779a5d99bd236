-- Comparisons on integers, floats, bools, unsigned types, and == on
-- tuples and arrays.
-- ==
-- input { 200u8 100u8 }
-- output { true false true false true true false true }

entry main (a: u8) (b: u8) =
  ( a > b, a <= b, a != b, i8.u8 a > i8.u8 b, true > false
  , (1, 2) == (1, 2), [1, 2, 3] == [1, 2, 4], 1.0f64 >= 1.0 )
