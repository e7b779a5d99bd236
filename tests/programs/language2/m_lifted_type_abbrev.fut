-- A lifted type abbreviation (type^) of a function type.
-- ==
-- input { [1i32, 2i32] } output { [1i32, 2i32] }
type^ fn = i32 -> i32
def app (f: fn) (x: i32) = f x
entry main (xs: []i32) = map (app id) xs
