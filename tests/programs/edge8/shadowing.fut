-- Names shadowed by lets, parameters, lambda parameters, loop variables
-- and local definitions of prelude names.
-- ==
-- entry: lets
-- input { 1 } output { 8 }
-- entry: params
-- input { [1, 2, 3] } output { [3, 5, 7] }
-- entry: loops
-- input { 4 } output { 6 4 }
-- entry: prelude_names
-- input { [1, 2, 3] } output { 7 [4, 5, 6] }

entry lets (x: i32) =
  let x = x + 1
  let x = x * 2
  let y = let x = x + 100 in x - 100
  let x = x + y
  in x
entry params (xs: []i32) = map (\xs -> let xs = xs * 2 in xs + 1) xs
entry loops (n: i32) =
  let i = n
  let s = loop s = 0 for i < i64.i32 n do s + i32.i64 i
  in (s, i)
entry prelude_names (xs: []i32) =
  let sum = 7
  let map f = \(ys: []i32) -> loop acc = copy ys for i < length ys do acc with [i] = f ys[i]
  in (sum, map (+ 3) xs)
