-- Error index "consuming-loop-param-aliases": the new value of a consuming
-- loop parameter may not alias another loop parameter.
-- ==
-- error: Return value for consuming loop parameter `ys` aliases
def main (n: i64) =
  let (_, ys) = loop (xs: []i32, ys: *[]i32) = (replicate n 0, replicate n 0)
    for i < 10 do
      (xs, xs)
  in ys
