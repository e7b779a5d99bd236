-- == on a sum type without payloads.
-- ==
-- input { 2i32 } output { true false }
type color = #red | #green | #blue
def c (x: i32) : color = if x == 0 then #red else if x == 1 then #green else #blue
entry main (x: i32) = (c x == #blue, c x == #red)
