-- Compile error (recursion): recursion is monomorphic; a recursive call
-- uses the same instantiation of the type parameters.
-- ==
-- error: argument 2 of `nest`: expected `t`, found `\(t, t\)`

def nest 't (k: i32) (x: t) : i32 =
  if k == 0 then 0 else nest (k - 1) (x, x)

def main = nest 3 1i32
