-- for x in xs.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 321i32 }

def main (xs: []i32) = loop acc = 0 for x in xs do acc + x * 10 ** (x - 1)
