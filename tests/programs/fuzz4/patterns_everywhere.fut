-- Patterns in loops, lambdas and lets: a record pattern as a loop
-- parameter, a tuple with a nested record pattern holding an array
-- updated in place, an annotated record pattern with a renamed field in a
-- lambda, nested tuple patterns, a typed wildcard let, `match` on a tuple
-- with literal and wildcard patterns, an annotated array loop parameter.
-- ==
-- input { [0, 1, 2, 3, 4] }
-- output { 40 6 7 8 [3, 1] [0, 0, -2, -6, -12] [0, 3, 6, 9, 12] 7 [100, 1, -1, 30, 4] [1, 2, 3, 4, 0] }

type pt = {x: i32, y: i32}
def main [n] (xs: [n]i32) =
  let {a, b} = loop {a, b} = {a = 0i32, b = 1i32} for x in xs do {a = a + x * b, b = b + 1}
  let (c, {y, z}) = loop (c, {y, z}) = (0i32, {y = 1i32, z = [0i32, 0]}) for i < 3 do (c + y, {y = y * 2, z = z with [i % 2] = c})
  let ps = map (\({x, y = yy}: pt) -> x - yy) (map (\v -> {x = v, y = v * v}) xs)
  let qs = map (\(p: (i32, (i32, i32))) -> let (u, (v, w)) = p in u + v * w) (map (\v -> (v, (v, 2))) xs)
  let (r0: i32, _) = (7, xs)
  let ws = map (\v -> match (v, v % 3) case (0, _) -> 100 case (_, 0) -> 30 case (w, 1) -> w case _ -> -1) xs
  let t = loop (acc: [n]i32) = replicate n 0 for i < n do acc with [i] = xs[(i + 1) % n]
  in (a, b, c, y, z, ps, qs, r0, ws, t)
