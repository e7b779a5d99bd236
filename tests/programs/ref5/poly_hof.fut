-- Polymorphic higher-order functions with size parameters, functions in
-- records, and function arguments of several instantiations.
-- ==
-- entry: poly
-- input { [1, 2, 3] }
-- output { [3, 2, 1] [3.0, 2.0, 1.0] [[1, 2, 3], [1, 2, 3]] 6 }
-- entry: recfun
-- input { 4 }
-- output { 5 8 }

def rev [n] 't (xs: [n]t) : [n]t = xs[::-1]
def dup [n] 't (xs: [n]t) : [2][n]t = [xs, xs]
def fold_with 'a 'b (f: b -> a -> b) (z: b) (xs: []a) : b = loop acc = z for x in xs do f acc x
entry poly (xs: []i32) =
  (rev xs, rev (map f64.i32 xs), dup xs, fold_with (+) 0 xs)
type^ ops = {inc: i32 -> i32, dbl: i32 -> i32}
def apply_ops (o: ops) (x: i32) = (o.inc x, o.dbl x)
entry recfun (x: i32) = apply_ops {inc = (+ 1), dbl = (* 2)} x
