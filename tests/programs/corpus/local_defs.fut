-- Local function definitions with type and size parameters, local
-- operators, shadowing, and closures over local values.
-- ==
-- input { [1, 2, 3, 4] } output { [2, 4, 6, 8] 10 3 [4, 3, 2, 1] }

def main [n] (xs: [n]i32) =
  let k = 2
  let scale (x: i32) = x * k
  let rev [m] 't (ys: [m]t) : [m]t = map (\i -> ys[m - 1 - i]) (iota m)
  let (<+>) a b = a + b
  let x = 1
  let x = x + 2
  let sumit = foldl (<+>) 0
  in (map scale xs, sumit xs, x, rev xs)
