-- A loop with a triple of an array and two scalars.
-- ==
-- input { 10i32 } output { [0i32, 1i32, 1i32, 2i32, 3i32, 5i32, 8i32, 13i32, 21i32, 34i32] }
entry main (n: i32) =
  let (fibs, _, _) = loop (fibs, a, b) = (replicate (i64.i32 n) 0, 0, 1) for i < i64.i32 n do
    (fibs with [i] = a, b, a + b)
  in fibs
