-- Exponent notation, upper and lower case, signed exponents.
-- ==
-- input { } output { 1000f64 0.001f64 250f32 100f64 0.5f32 }
def main = (1e3, 1e-3, 2.5e2f32, 1E2, 5e-1f32)
