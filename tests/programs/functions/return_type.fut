-- Annotated return types, also tuples.
-- ==
-- input { 7 2 } output { 3 1 }
def divmod (a: i32) (b: i32): (i32, i32) = (a / b, a % b)
entry main (a: i32) (b: i32) = divmod a b
