-- Higher-order functions: functions returning functions, partial
-- application, composition with >-> and <-<, functions in records and
-- tuples.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [4i32, 6i32, 8i32] [3i32, 5i32, 7i32] 10i32 [2i32, 3i32, 4i32] 12i32 }

def adder (k: i32) : i32 -> i32 = \x -> x + k
def twice 'a (f: a -> a) : a -> a = f >-> f
def compose 'a 'b 'c (g: b -> c) (f: a -> b) : a -> c = \x -> g (f x)

type^ ops = {inc: i32 -> i32, dbl: i32 -> i32}

entry main (xs: []i32) =
  let o : ops = {inc = adder 1, dbl = (* 2)}
  let r1 = map (o.inc >-> o.dbl) xs
  let r2 = map (o.inc <-< o.dbl) xs
  let (f, g) = (twice (adder 2), compose (+ 1) (* 3))
  let r3 = f 6
  let r4 = map (adder 1) xs
  in (r1, r2, r3, r4, g 3 + 2)
