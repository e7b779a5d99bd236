-- Compile error (error index "loop-parameter-aliases-other"): two unique
-- loop results that are the same array.
-- ==
-- error: Return value for loop parameter `ys` aliases other consumed loop parameter `xs`

def main (n: i64) =
  loop (xs: *[]i32, ys: *[]i32) = (replicate n 0, replicate n 0)
  for _i < 10 do
    (xs, xs)
