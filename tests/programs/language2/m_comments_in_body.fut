-- Comments inside a body.
-- ==
-- input { 1i32 } output { 1i32 }
entry main (x: i32) =
  -- a comment inside
  x -- trailing
