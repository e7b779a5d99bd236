-- Language reference probe (gaps8): sizes body.
def mk [n][m] (a: [n][m]i32) : [m][n]i32 = tabulate_2d m n (\i j -> a[j,i] + i32.i64 (n*m))
-- ==
-- input { [[1,2],[3,4],[5,6]] } output { [[7,9,11],[8,10,12]] }
entry main (a: [][]i32) = mk a
