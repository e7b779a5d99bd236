-- Loop forms: for, for-in, while, tuple and record loop parameters,
-- nested loops.
-- ==
-- input { 10i32 [1i32, 2i32, 3i32, 4i32] }
-- output { 55i32 10i32 16i32 34i32 55i32 3628800i64 6i32 }

entry main (n: i32) (xs: []i32) =
  let s = loop acc = 0 for i < n + 1 do acc + i
  let t = loop acc = 0 for x in xs do acc + x
  let w = loop x = 1 while x < 10 do x * 2
  let (a, b) = loop (a, b) = (0, 1) for _i < 9 do (b, a + b)
  let f = loop r = {acc = 1i64, k = 1i64} while r.k <= 10 do {acc = r.acc * r.k, k = r.k + 1}
  let nested = loop c = 0 for i < 4 do loop c = c for j < i do c + 1
  in (s, t, w, a, b, f.acc, nested)
