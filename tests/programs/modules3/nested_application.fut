-- Applications nested in applications (`F (G (H X))`), and a functor
-- that applies another functor to its own parameter.
-- ==
-- input { 1 } output { 15 8 }

module type V = { val v: i32 }
module inc (X: V) = { def v = X.v + 1 }
module dbl (X: V) = { def v = X.v * 2 }
module both (X: V) = { module I = inc X module D = dbl I def v = D.v + I.v }

module one = { def v = 1i32 }
module R = dbl (inc (dbl (inc one)))
module B = both (inc (inc one))

def main (x: i32) = (R.v + x + 4, B.v - 4 * x + x - 1)
