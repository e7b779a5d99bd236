-- Compile error: a loop whose array parameter is declared with a fixed size
-- but grows.
-- ==
-- error: do not match

def main [n] (xs: [n]i32) =
  loop (ys: [n]i32) = xs for _i < 3 do ys ++ ys
