-- Several entry points in one program sharing helper definitions, one of
-- them returning a record-free tuple of arrays.
-- ==
-- entry: stats
-- input { [1.0f32, 2.0f32, 3.0f32] }
-- output { 6.0f32 2.0f32 }
-- ==
-- entry: normalise
-- input { [1.0f32, 3.0f32] }
-- output { [0.25f32, 0.75f32] [1.0f32, 3.0f32] }

def total (xs: []f32) = reduce (+) 0 xs

entry stats (xs: []f32) = (total xs, total xs / f32.i64 (length xs))
entry normalise (xs: []f32) = (map (/ total xs) xs, xs)
