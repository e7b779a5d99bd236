-- Function expressions: lambdas with patterns and ascriptions, partial
-- application, functions returning functions, local functions and
-- closures over local values.
-- ==
-- entry: lam
-- input { [1, 2, 3] }
-- output { [2, 4, 6] [-1, -2, -3] 14 [11, 12, 13] [4, 5, 6] }
-- entry: hof
-- input { 5 }
-- output { 15 10 25 7 }

entry lam (xs: []i32) =
  let pairs = map (\x -> (x, x)) xs
  let recs = map (\x -> {v = x}) xs
  in (map (\(a, b) -> a + b) pairs,
      map (\x : i32 -> -x) xs,
      reduce (+) 0 (map (\{v} -> v * v) recs),
      map ((+) 10) xs,
      let k = 3 in map (\(x: i32) : i32 -> x + k) xs)
def twice (f: i32 -> i32) (x: i32) = f (f x)
def adder (k: i32) : i32 -> i32 = \x -> x + k
def compose 'a 'b 'c (f: b -> c) (g: a -> b) : a -> c = \x -> f (g x)
entry hof (x: i32) =
  let add10 = adder 10
  let sq y = y * y
  in (add10 x, twice (adder 5) 0, compose sq id x, compose (adder 1) (\y -> y + 1) x)
