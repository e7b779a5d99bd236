-- A local function used at two types (let-polymorphism).
-- ==
-- input { 3 }
-- output { 3 3 true true }

entry main (x: i32) =
  let dup y = (y, y)
  let (a, b) = dup x
  let (c, d) = dup true
  in (a, b, c, d)
