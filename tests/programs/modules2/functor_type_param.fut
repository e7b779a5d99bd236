-- A parametric module specified in a module type with a named functor
-- module type, and a functor whose result module type is a functor type.
-- ==
-- input { 5i64 } output { 10i64 25i64 }

module type has_val = { val v: i64 }

module type transformer = (X: has_val) -> has_val

module dbl: transformer = \(X: has_val) -> { def v = X.v * 2 }
module sq (X: has_val): has_val = { def v = X.v * X.v }

module five = { def v = 5i64 }
module A = dbl five
module B = sq five

def main (x: i64) = (A.v * x / 5, B.v * x / 5)
