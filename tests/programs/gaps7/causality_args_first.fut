-- Language reference, "Causality restriction": the arguments of an
-- application are evaluated before the function, so a size made in an
-- argument (`filter` here) is known to the function's size parameter.
-- ==
-- input { [1, -2, 3] }
-- output { [2, 4] [3, 1] }

def apply [n] (g: [n]i32 -> [n]i32) : [n]i32 -> [n]i32 = g

entry main (xs: []i32) =
  let a = apply (map (+ 1)) (filter (> 0) xs)
  let b = filter (> 0) xs |> apply reverse
  in (a, b)
