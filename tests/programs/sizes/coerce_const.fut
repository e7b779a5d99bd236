-- Coercion to a constant size, to a two-dimensional type, and of a tuple.
-- ==
-- input { [[1, 2], [3, 4]] } output { [[1, 2], [3, 4]] 2i64 }
-- input { [[1, 2, 3]] } error: size mismatch: coercion to \[2\] but the array has 1 elements
def main (xss: [][]i32) =
  let (a, k) = (xss, length xss) :> ([2][2]i32, i64)
  in (a, k)
