-- Definitions without any annotations, their types inferred from uses of
-- operators, SOACs and other definitions.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32] }
-- output { 2.0f32 14.0f32 [1.0f32, 4.0f32, 9.0f32] }

def mean xs = reduce (+) 0 xs / f32.i64 (length xs)
def sq (x: f32) = x * x
def sumsq xs = reduce (+) 0 (map sq xs)

entry main xs = (mean xs, sumsq xs, map sq xs)
