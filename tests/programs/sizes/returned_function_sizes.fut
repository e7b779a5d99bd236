-- Functions returned by definitions whose parameter sizes callers know:
-- size parameters and named parameters; a local size goes through a
-- coercion (tests/errors/idx_unknown_param_def.fut is the error).
-- ==
-- input { [1, 2, 3] true } output { 12 3i64 20i64 }
-- input { [5] false } output { 10 1i64 10i64 }

def adder [n] (xs: [n]i32) = \(ys: [n]i32) -> i32.sum (map2 (+) xs ys)
def counter (k: i64) = \(zs: [k]bool) -> length zs
def pick (x: bool) =
  let n = if x then 20 else 10
  in \(y_any: []bool) -> let y = y_any :> [n]bool in length y

def main [n] (xs: [n]i32) (b: bool) =
  (adder xs xs, counter n (replicate n true), pick b (replicate (if b then 20 else 10) false))
