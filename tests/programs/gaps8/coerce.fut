-- Language reference probe (gaps8): coerce.
def f [n] (xs: [n]i32) (m: i64) : [m]i32 = take m xs :> [m]i32
-- ==
-- input { [1,2,3,4] } output { [1,2] [[1,2],[3,4]] }
entry main (xs: []i32) = (f xs 2, unflatten (xs :> [2*2]i32))
