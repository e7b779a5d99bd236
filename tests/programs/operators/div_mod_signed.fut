-- Signed `/` and `%` round towards negative infinity (the remainder has
-- the sign of the divisor); `//` and `%%` truncate towards zero.
-- ==
-- input { 7 2 } output { 3 1 3 1 }
-- input { -7 2 } output { -4 1 -3 -1 }
-- input { 7 -2 } output { -4 -1 -3 1 }
-- input { -7 -2 } output { 3 -1 3 -1 }
-- input { 6 3 } output { 2 0 2 0 }
-- input { -6 3 } output { -2 0 -2 0 }
entry main (a: i32) (b: i32) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: i8s
-- input { -7i8 2i8 } output { -4i8 1i8 -3i8 -1i8 }
-- input { 127i8 -10i8 } output { -13i8 -3i8 -12i8 7i8 }
entry i8s (a: i8) (b: i8) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: i16s
-- input { -1000i16 7i16 } output { -143i16 1i16 -142i16 -6i16 }
entry i16s (a: i16) (b: i16) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: i64s
-- input { -10000000000i64 3i64 } output { -3333333334i64 2i64 -3333333333i64 -1i64 }
entry i64s (a: i64) (b: i64) = (a / b, a % b, a // b, a %% b)
