-- A user definition shadows the prelude's definition of the same name.
-- ==
-- input { 4 } output { 40 }
def id (x: i32) = x * 10
entry main (x: i32) = id x
