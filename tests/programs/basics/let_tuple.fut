-- Let bindings with tuple patterns, shadowing and projections.
-- ==
-- input { 5i32 } output { 36i32 6i32 }

def main (x: i32) =
  let (a, b) = (x, x + 1)
  let a = a + 1
  let t = (a * b, b)
  in (t.0, t.1)
