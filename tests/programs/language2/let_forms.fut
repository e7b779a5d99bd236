-- let with tuple patterns, wildcards, ascriptions, nested tuples, records,
-- and local functions with patterns in their parameters.
-- ==
-- input { 5i32 }
-- output { 5i32 6i32 11i32 3i32 30i32 }

entry main (x: i32) =
  let a = x
  let (b, _) = (x + 1, true)
  let ((c, d), e: i32) = ((1, 2), 3)
  let {f, g = h} = {f = a + b, g = 3i32}
  let add (p, q) = p + q
  let k: i32 = add (c, d) * 10
  in (a, b, f, e + h - h, k)
