-- Integer arithmetic on i32 with Futhark's rounding rules.
-- ==
-- input { 7i32 2i32 } output { 9i32 5i32 14i32 3i32 1i32 3i32 1i32 }
-- input { -7i32 2i32 } output { -5i32 -9i32 -14i32 -4i32 1i32 -3i32 -1i32 }
-- input { 7i32 -2i32 } output { 5i32 9i32 -14i32 -4i32 -1i32 -3i32 1i32 }

def main (a: i32) (b: i32) = (a + b, a - b, a * b, a / b, a % b, a // b, a %% b)
