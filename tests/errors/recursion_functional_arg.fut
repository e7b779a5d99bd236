-- Compile error (recursion): a recursive call of a higher-order function
-- must pass its functional parameter on unchanged.
-- ==
-- error: recursive call of the higher-order function `apply_n` must pass its functional parameter `f` on unchanged

def apply_n (f: i32 -> i32) (n: i32) (x: i32) : i32 =
  if n == 0 then x else apply_n (\y -> f (f y)) (n - 1) x

def main (x: i32) = apply_n (+ 1) 3 x
