-- A name with a prime.
-- ==
-- input { [1i32, 2i32] } output { [1i32, 2i32] }
def id' 't (x: t) = x
entry main (xs: []i32) = id' xs
