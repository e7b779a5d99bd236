-- Higher-order functions: functions as arguments, returned functions,
-- partial application, curry/uncurry, records of functions.
-- ==
-- input { 5 } output { 25 11 [6, 7] 15 8 }

def compose 'a 'b 'c (f: b -> c) (g: a -> b) : a -> c = \x -> f (g x)
def adder (n: i32) : i32 -> i32 = (+ n)
def apply_n 'a (n: i32) (f: a -> a) (x: a) : a = loop x for _i < n do f x
def curry' 'a 'b 'c (f: (a, b) -> c) (a: a) (b: b) : c = f (a, b)
def uncurry' 'a 'b 'c (f: a -> b -> c) ((a, b): (a, b)) : c = f a b

def main (x: i32) =
  let sq = \y -> y * y
  let ops = {first = sq, second = adder 6}
  let a = ops.first x
  let b = (compose ops.second (adder 0)) x
  let c = map (adder x) [1, 2]
  let d = apply_n 3 (adder x) 0
  let e = curry' (uncurry' (+)) 3 x
  in (a, b, c, d, e)
