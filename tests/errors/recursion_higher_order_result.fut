-- Compile error (recursion): a recursive function may not have a
-- higher-order return type.
-- ==
-- error: recursive function `adder` may not have a higher-order return type

def adder (n: i32) : i32 -> i32 =
  \x -> if n == 0 then x else adder (n - 1) x + 1

def main (x: i32) = adder 3 x
