-- Language reference probe (gaps8): size expr.
def snoc [n] (xs: [n]i32) (x: i32) : [n+1]i32 = xs ++ [x]
def twice [n] (xs: [n]i32) : [2*n]i32 = xs ++ xs :> [2*n]i32
-- ==
-- input { [1,2] } output { [1,2,3] [1,2,1,2] 3i64 }
entry main (xs: []i32) = let ys = snoc xs 3 in (ys, twice xs, length ys)
