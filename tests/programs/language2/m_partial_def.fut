-- A definition that is a partial application.
-- ==
-- input { 2i32 } output { 5i32 }
def add (x: i32) (y: i32) = x + y
def add3 = add 3
entry main (x: i32) = add3 x
