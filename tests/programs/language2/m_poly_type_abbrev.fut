-- A polymorphic type abbreviation of a pair.
-- ==
-- input { 1i32 } output { 1i32 2i32 }
type pair 'a 'b = (a, b)
def mk 'a 'b (x: a) (y: b) : pair a b = (x, y)
entry main (x: i32) = mk x (x + 1)
