-- `f [x]` applies `f` to an array literal; `a[x]` indexes.
def f (xs: []i32) = length xs
-- ==
-- input { [5,6,7] } output { 1i64 6 3i64 }
entry main (a: []i32) = (f [1], a[1], f a)
