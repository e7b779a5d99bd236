-- while loops, with tuple and record parameters.
-- ==
-- input { 27i32 }
-- output { 111i32 9i32 32i32 }

entry main (x: i32) =
  let (steps, _) = loop (i, v) = (0, x) while v != 1 do (i + 1, if v % 2 == 0 then v / 2 else 3 * v + 1)
  let r = loop r = {a = 1i32, b = 0i32} while r.a < 300 do {a = r.a * 2, b = r.b + 1}
  let p = loop p = 1i32 while p < x do p * 2
  in (steps, r.b, p)
