-- Size parameters of type abbreviations, passed sizes and anonymous sizes.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [5, 7, 9] 2i64 3i64 }

type matrix [n] [m] 't = [n][m]t
type vec [n] = [n]i32

def colsum [n] [m] (a: matrix [n] [m] i32) : vec [m] = map i32.sum (transpose a)

def dims [n] [m] 't (_: matrix [n] [m] t) : (i64, i64) = (n, m)

entry main (a: [][]i32) =
  let (r, c) = dims a
  in (colsum a, r, c)
