-- Compile error: a let annotation with a size the value does not have.
-- ==
-- error: do not match

def main [n] (xs: [n]i32) =
  let ys : [n]i32 = filter (> 0) xs
  in ys
