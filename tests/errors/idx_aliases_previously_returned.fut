-- Error index "aliases-previously-returned": two results of a loop whose
-- parameters are consuming may not share memory.
-- ==
-- error: new value for the consuming parameter `xs` aliases the value returned for `ys`
def main (n: i64) (zs: []i32) =
  let (xs, ys) = loop (xs: *[]i32, ys: *[]i32) = (replicate n 0, replicate n 0)
    for i < 10 do
      (zs, zs)
  in (xs, ys)
