-- Language reference probe (gaps8): type params.
type mat [n][m] 't = [n][m]t
type pair 'a 'b = (a, b)
type opt 'a = #some a | #none
def get 'a (d: a) (o: opt a) : a = match o case #some x -> x case #none -> d
def tr [n][m] (x: mat [n][m] i32) : mat [m][n] i32 = transpose x
-- ==
-- input { [[1,2]] } output { [[1],[2]] 3 7 }
entry main (x: [][]i32) = let p: pair i32 bool = (3, true) in (tr x, p.0, get 7 (#none : opt i32))
