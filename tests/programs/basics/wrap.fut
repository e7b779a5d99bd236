-- Integers wrap around on overflow.
-- ==
-- input { 127i8 } output { -128i8 }
-- input { -128i8 } output { 127i8 }

def main (x: i8): i8 = if x > 0 then x + 1 else x - 1
