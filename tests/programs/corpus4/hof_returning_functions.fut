-- Functions returning functions (curried definitions, closures capturing
-- arrays), partially applied and passed on.
-- ==
-- input { [1, 2, 3] 2 }
-- output { [3, 4, 5] [2, 4, 6] 28 }

def adder (k: i32) : i32 -> i32 = \x -> x + k
def scaler (k: i32) = \(x: i32) -> x * k
def dot [n] (xs: [n]i32) = \(ys: [n]i32) -> reduce (+) 0 (map2 (*) xs ys)

entry main (xs: []i32) (k: i32) =
  let f = adder k
  let g = scaler k
  in (map f xs, map g xs, dot xs (map (* 2) xs))
