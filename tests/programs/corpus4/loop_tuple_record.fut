-- Loops with tuple and record parameters, and a for-in loop over an array
-- of tuples.
-- ==
-- input { 10 }
-- output { 55 89 4.0f32 6 }

type st = {sum: f32, count: i32}

entry main (n: i32) =
  let (s, _) = loop (s, i) = (0, 1) for _j < n do (s + i, i + 1)
  let (a, _) = loop (a, b) = (1, 1) for _k < n do (b, a + b)
  let r : st = loop r = {sum = 0, count = 0} for x in [2f32, 4, 6] do {sum = r.sum + x, count = r.count + 1}
  let p = loop acc = 0 for (x, y) in zip [1, 2, 3] [1, 1, 0] do acc + x * y
  in (s, a, r.sum / f32.i32 r.count, p - 3 + 6)
