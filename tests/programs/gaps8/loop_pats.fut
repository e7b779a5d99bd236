-- Language reference probe (gaps8): loop pats.
-- ==
-- input { 5 } output { 15 120 5 [0,1,2,3,4] 10 }
entry main (n: i32) =
  let s = loop acc = 0 for i < n do acc + i + 1
  let (p, _) = loop (p, k: i32) = (1, 1) while k <= n do (p * k, k + 1)
  let {c} = loop {c} = {c = 0} for _x in [1,2,3,4,5] do {c = c + 1}
  let arr = loop (a: *[5]i32) = replicate 5 0 for i < 5 do a with [i] = i
  let (x, (y, z)) = loop (x, (y, z)) = (0, (0, 0)) for i < n do (x + i, (y, z))
  in (s, p, c, arr, x + y + z)
