-- The loop forms with tuple and record patterns.
-- ==
-- input { 10i32 } output { 55i32 89i32 3i32 }

entry main (n: i32) =
  let s = loop acc = 0 for i < n + 1 do acc + i
  let (a, _) = loop (a, b) = (0, 1) for _i < n + 1 do (b, a + b)
  let r = loop {v, steps} = {v = n, steps = 0} while v > 1 do {v = v / 2, steps = steps + 1}
  in (s, a, r.steps)
