-- Unsigned arithmetic wraps modulo 2^8.
-- ==
-- input { 250u8 10u8 } output { 4u8 240u8 }

def main (a: u8) (b: u8) = (a + b, a - b)
