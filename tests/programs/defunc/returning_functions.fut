-- Local functions and definitions that return functions, applied at once
-- or later, and curried application through them.
-- ==
-- input { [1, 2, 3] 10 }
-- output { [11, 12, 13] [21, 42, 63] 33 [2, 4, 6] }

def adder (k: i32) : i32 -> i32 = \x -> x + k
def linear (a: i32) (b: i32) : i32 -> i32 = \x -> a * x + b
def compose (f: i32 -> i32) (g: i32 -> i32) : i32 -> i32 = \x -> g (f x)

entry main (xs: []i32) (k: i32) =
  let make_scale (s: i32) = \(x: i32) -> s * x + x
  let pick (which: bool) = if which then 1 else 2
  let scale = make_scale (k * pick true + k)
  in ( map (adder k) xs
     , map scale xs
     , linear 3 3 k
     , map (compose (adder k) (linear 2 (-20))) xs
     )
