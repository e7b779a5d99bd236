-- Language reference probe (gaps8): size param value.
def f [n][m] (xs: [n][m]i32) : [n*m]i32 = flatten xs
def g [n] (xs: [n]i32) = n + 1
-- ==
-- input { [[1,2],[3,4],[5,6]] } output { [1,2,3,4,5,6] 7i64 }
entry main (a: [][]i32) = (f a, g (f a))
