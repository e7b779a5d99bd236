-- A size parameter used as a value.
-- ==
-- input { [1f32, 2f32] } output { 1.5f32 }
def mean [n] (xs: [n]f32) = f32.sum xs / f32.i64 n
entry main (xs: []f32) = mean xs
