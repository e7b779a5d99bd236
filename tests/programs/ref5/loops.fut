-- The loop forms: for i < n, for x in xs, while, tuple and record
-- patterns, the omitted initial value, zero iterations, nested loops.
-- ==
-- entry: forms
-- input { 10 }
-- output { 45 55 89 128 6 }
-- input { 0 }
-- output { 0 0 1 128 6 }
-- entry: patterns
-- input { 4 }
-- output { 4 8 10 }
-- entry: implicit_init
-- input { 5 }
-- output { 15 }
-- entry: nested
-- input { 3 4 }
-- output { 12 [0, 1, 2, 3, 0, 1, 2, 3, 0] }
-- entry: in_place
-- input { [1, 2, 3] }
-- output { [2, 4, 6] }
-- entry: unsigned_bound
-- input { 5u8 }
-- output { 10u8 }
-- entry: collatz
-- input { 27 }
-- output { 111 }

entry forms (n: i32) =
  (loop acc = 0 for i < n do acc + i,
   (loop (a, b) = (0, 1) for _i < n do (b, a + b)).0,
   (loop (a, b) = (0, 1) for _i < n do (b, a + b)).1,
   loop x = 1 while x < 100 do x * 2,
   loop acc = 0 for x in [1, 2, 3] do acc + x)
entry patterns (n: i32) =
  let {a, b} = loop {a, b} = {a = 0, b = 0} for i < n do {a = a + 1, b = b + 2}
  let (c, (d, e)) = loop (c, (d, e)) = (0, (0, 0)) for i < n do (c + i, (d + 1, e))
  in (a, b, c + d + e)
entry implicit_init (n: i32) =
  let s = 0
  in loop s for i < n + 1 do s + i
entry nested (n: i32) (m: i32) =
  let total = loop t = 0 for i < n do loop t for j < m do t + 1
  let xs = loop acc = replicate 9 0 for k < 9 do acc with [k] = k % (if k < 3 then 3 else 4)
  in (total, xs)
entry in_place (xs: *[]i32) = loop xs for i < length xs do xs with [i] = xs[i] * 2
entry unsigned_bound (n: u8) = loop acc = 0u8 for i < n do acc + i
entry collatz (x: i32) =
  (loop (x, steps) = (x, 0) while x != 1 do
     (if x % 2 == 0 then x / 2 else 3 * x + 1, steps + 1)).1
