-- Scan with multiplication on f64.
-- ==
-- input { [1.0, 2.0, 0.5, 4.0] } output { [1.0, 2.0, 1.0, 4.0] }

def main (xs: []f64) = scan (*) 1 xs
