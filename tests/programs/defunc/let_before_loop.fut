-- A function chosen and bound by `let` before a loop that applies it
-- (chosen statically: from a tuple, a definition's result, a local
-- function), and a loop inside a lambda given to `map`.
-- ==
-- input { 5 [1, 2, 3] }
-- output { 37 160 [1, 3, 6] 12 }

def step_for (k: i32) : i32 -> i32 = \x -> 2 * x + k

entry main (n: i32) (xs: []i32) =
  let fs = (\x -> x + 7, \x -> x * 2)
  let f = fs.0
  let g = step_for 1
  let h (x: i32) = x + n
  let a = loop acc = 2 for _i < n do f acc
  let b = loop acc = 5 for _i < n do fs.1 acc
  let c = map (\x -> loop s = 0 for i < x + 1 do s + i) xs
  let d = loop acc = 0 for x in xs do h (acc + x) - n + x
  in (a, b, c, d + 3 + g 0 - 4)
