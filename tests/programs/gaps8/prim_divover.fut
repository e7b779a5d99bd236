-- Division overflow wraps (two's complement), in both backends.
-- ==
-- input { -2147483648 -1 } output { -2147483648 0 -2147483648 0 }
-- input { -9 2 } output { -5 1 -4 -1 }
entry main (a: i32) (b: i32) = (a / b, a % b, a // b, a %% b)
