-- Language reference probe (gaps8): tuple proj.
-- ==
-- input { 3 } output { 4 3 5 }
entry main (x: i32) = let t = (x+1, (x, x+2)) in (t.0, t.1.0, t.1.1)
