-- Nested tuple and record patterns with type ascriptions in let.
-- ==
-- input { 1i32 2.5f32 } output { 1i32 2.5f32 3i32 true }

entry main (a: i32) (b: f32) =
  let ((x: i32, y: f32), {p, q = (r, s)}) = ((a, b), {p = a + 2, q = (true, 'x')})
  let _ = s
  in (x, y, p, r)
