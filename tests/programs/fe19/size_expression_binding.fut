-- Error index "size-expression-bind" is not an error: a size written as
-- an expression with a binding (`let m = ... in m * 2`) becomes an
-- unknown size, and the program is accepted.
-- ==
-- input { 4i64 }
-- output { 10i64 [0i32, 0i32] }

def main (k: i64) =
  let xs = replicate (let m = k + 1 in m * 2) 0i32
  in (length xs, xs[:2])
