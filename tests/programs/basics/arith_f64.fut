-- Float arithmetic and literal defaulting to f64.
-- ==
-- input { 1.5 2.0 } output { 3.5 -0.5 3.0 0.75 }

def main (x: f64) (y: f64) = (x + y, x - y, x * y, x / y)
