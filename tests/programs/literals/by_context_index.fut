-- Index literals are i64; literals compared with an element take its type.
-- ==
-- input { [1u16, 2u16, 3u16] } output { 3u16 true }
def main (xs: []u16) = (xs[2], xs[0] == 1)
