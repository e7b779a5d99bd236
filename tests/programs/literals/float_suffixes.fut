-- Float suffixes, also on literals without a fraction.
-- ==
-- input { } output { 1.5f32 1.5f64 2f32 2f64 0.25f32 }
def main = (1.5f32, 1.5f64, 2f32, 2f64, 25e-2f32)
