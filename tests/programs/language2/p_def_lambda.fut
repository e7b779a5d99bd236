-- A definition that is a lambda.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 4i32, 9i32] }
def square = \(x: i32) -> x * x
entry main (xs: []i32) = map square xs
