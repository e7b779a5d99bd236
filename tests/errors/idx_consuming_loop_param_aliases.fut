-- Error index "consuming-loop-param-aliases": the new value of a consuming
-- loop parameter may not alias another loop parameter.
-- ==
-- error: new value for the consuming parameter `ys` aliases the loop parameter `xs`
def main (n: i64) =
  let (_, ys) = loop (xs: []i32, ys: *[]i32) = (replicate n 0, replicate n 0)
    for i < 10 do
      (xs, xs)
  in ys
