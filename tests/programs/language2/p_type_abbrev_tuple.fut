-- A tuple type abbreviation as a return type.
-- ==
-- input { 1i32 } output { 1i32 2i32 }
type point = (i32, i32)
def mk (x: i32) : point = (x, x + 1)
entry main (x: i32) = mk x
