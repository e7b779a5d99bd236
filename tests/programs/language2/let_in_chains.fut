-- `let ... in` chains, nested lets in expressions, and shadowing.
-- ==
-- input { 2i32 }
-- output { 9i32 4i32 }

entry main (x: i32) =
  let y = let z = x * 2 in z + 1 in
  let x = x + 2 in
  (y + x, x)
