-- What the reference's rule for unknown sizes in a function's result
-- still allows: a scalar computed from the row, a size from outside the
-- lambda (an annotation or a `let` before it), and rows of the same size.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [3i64, 3i64] [[0i64, 1i64, 2i64], [0i64, 1i64, 2i64]] [[0i64, 1i64, 2i64], [0i64, 1i64, 2i64]] [[2, 3], [5, 6]] }

def lengths [n][m] (xss: [n][m]i32) = map (\xs -> length xs) xss

def iotas_annot [n][m] (xss: [n][m]i32) = map (\(_: [m]i32) -> iota m) xss

def iotas_let (xss: [][]i32) =
  let m = length (head xss)
  in map (\_ -> iota m) xss

entry main (xss: [][]i32) =
  (lengths xss, iotas_annot xss, iotas_let xss, map (\xs -> xs[1:]) xss)
