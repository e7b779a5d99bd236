-- A point-free definition used by an entry.
-- ==
-- input { [1i32, 2i32] } output { [2i32, 4i32] }
def f = map (* 2)
entry main (xs: []i32) = f xs
