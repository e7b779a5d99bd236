-- Compile error (recursion): size-polymorphic recursion needs explicit
-- size parameters; here the size of `xs` is anonymous, so the recursive
-- call on a shorter slice does not match it.
-- ==
-- error: argument 1 of `rsum`: Sizes .* do not match

def rsum (xs: []i32) : i32 =
  if length xs == 0 then 0 else xs[0] + rsum xs[1:]

def main (xs: []i32) = rsum xs
