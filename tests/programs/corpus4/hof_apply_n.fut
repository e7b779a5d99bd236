-- Applying a function n times with a loop; a function parameter of a
-- local function.
-- ==
-- input { 5 }
-- output { 32 15 }

def iterate_n 'a (n: i32) (f: a -> a) (x: a) : a = loop x for _i < n do f x

entry main (n: i32) =
  let twice f x = f (f x)
  in (iterate_n n (* 2) 1, twice (iterate_n n (+ 1)) 5)
