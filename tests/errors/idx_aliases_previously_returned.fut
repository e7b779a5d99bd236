-- Error index "aliases-previously-returned": two results of a loop whose
-- parameters are consuming may not share memory.
-- ==
-- error: Return value for consuming loop parameter `xs` aliases previously returned value
def main (n: i64) (zs: []i32) =
  let (xs, ys) = loop (xs: *[]i32, ys: *[]i32) = (replicate n 0, replicate n 0)
    for i < 10 do
      (zs, zs)
  in (xs, ys)
