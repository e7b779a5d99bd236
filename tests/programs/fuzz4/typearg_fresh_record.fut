-- A type parameter instantiated with the type of a fresh value (a record
-- or tuple holding a new array) does not make the parameter consuming:
-- `xs` is only observed, and stays usable afterwards.
-- ==
-- input { [1, 2, 3] 5 } output { 5 [2, 3, 4] 1 9i32 }

def swap 'a 'b ((p, q): (a, b)) : (b, a) = (q, p)
def id 'a (x: a) : a = x

def main [n] (xs: [n]i32) (s: i32) =
  let ys = map (+ 1) xs
  let v = swap (xs, {a = ys, b = s})
  let w = id (xs, (map (* 2) xs, 1i32))
  in (v.0.b, v.0.a, w.0[0], i32.sum w.1.0 + w.1.1 - i32.sum xs + 2)
