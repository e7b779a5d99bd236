-- Language reference, "Causality restriction": a size parameter that
-- appears only in function-typed parameters is decided by a later use of
-- the function's result; that is fine when the size was made before the
-- function is used (here by `filter`, `let`-bound before `h`).
-- ==
-- input { [3, -1, 4, -1, 5] }
-- output { [6, 8, 10] [[4, 3], [5, 4], [6, 5]] 3i64 }
-- input { [-1] }
-- output { empty([0]i32) empty([0][2]i32) 3i64 }

def apply [n] (g: [n]i32 -> [n]i32) : [n]i32 -> [n]i32 = g
def apply2 [n] (g: [n][2]i32 -> [n][2]i32) : [n][2]i32 -> [n][2]i32 = g
def count [n] 't (_: [n]t -> bool) : i64 = n

entry main (xs: []i32) =
  let zs = filter (> 0) xs
  let (_, pairs) = (0i32, map (\x -> [x, x - 1]) zs)
  let h = apply (map (* 2))
  let h2 = apply2 (map (map (+ 1)))
  let c = count (\(ys: [3]i32) -> length ys > 0)
  in (h zs, h2 pairs, c)
