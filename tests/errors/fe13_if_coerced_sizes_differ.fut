-- Compile error: a coercion in one branch only: `:> [m]i32` against a
-- `[n]i32` branch gives the `if` a fresh size, not m.
-- ==
-- error: Sizes "m" and "\?

def f [n] (m: i64) (xs: [n]i32) : [m]i32 =
  if n >= m then take m xs :> [m]i32 else xs
