-- Functions returning tuples; swapping.
-- ==
-- input { 1 2u8 } output { 2u8 1 }
def swap (a, b) = (b, a)
entry main (a: i32) (b: u8) = swap (a, b)
