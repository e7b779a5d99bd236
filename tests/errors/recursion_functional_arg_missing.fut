-- Compile error (recursion): a recursive call of a higher-order function
-- must pass an argument for each functional parameter (here the function
-- itself is bound to another name and applied through it).
-- ==
-- error: must pass its functional parameter `g` on unchanged \(it is not passed here\)

def go (g: i32 -> i32) (n: i32) : i32 =
  if n <= 0 then g n
  else let h = go in h g (n - 1)

def main (x: i32) = go (+ 1) x
