-- Language reference probe (gaps8): valdecl size.
def n : i64 = 3
def xs : [n]i32 = iota n |> map i32.i64 |> map (+1)
def ys: [2][n]i32 = [xs, map (*2) xs]
-- ==
-- input { } output { [[1,2,3],[2,4,6]] 3i64 }
entry main = (ys, length xs)
