-- A let pattern whose ascribed size differs from the value's (issue #2211).
-- ==
-- error: cannot match value of type(.|\n)*Sizes "k" and "n" do not match

def main [n] (k: i64) (xs: [n]i32) =
  let (ys: [k]i32) = xs
  in ys
