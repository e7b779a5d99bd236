-- Decimal literals default to f64.
-- ==
-- input { } output { 1.5f64 100f64 0.001f64 }
def main = (1.5, 1e2, 1e-3)
