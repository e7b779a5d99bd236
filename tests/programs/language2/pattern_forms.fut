-- Patterns in lambdas and function parameters: tuples, records, wildcards,
-- ascriptions, unit.
-- ==
-- input { [1i32, 2i32] [3i32, 4i32] }
-- output { [4i32, 6i32] [3i32, 8i32] 7i32 1i32 }

def fst (a, _) = a
def dot {x, y} {x = x2, y = y2} : i32 = x * x2 + y * y2
def unit_fn () = 1i32

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  ( map (\(a, b) -> a + b) (zip xs ys)
  , map (\((a: i32), b: i32) -> a * b) (zip xs ys) |> map2 (\i v -> if i == 0 then v else v) (iota n)
  , dot {x = 1, y = 2} {x = 1, y = 3}
  , fst (unit_fn (), true) )
