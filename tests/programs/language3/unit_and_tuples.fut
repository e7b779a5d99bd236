-- Unit values, one-element parentheses and nested tuple projections.
-- ==
-- input { 4 } output { 4 5 true }

def ignore (_: ()) = true

entry main (x: i32) =
  let t = ((x, (x + 1, ())), 0)
  let u = t.0.1.1
  in ((x), t.0.1.0, ignore u)
