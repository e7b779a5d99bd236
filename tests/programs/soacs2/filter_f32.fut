-- filter on f32.
-- ==
-- input { [1.5f32, -2.0f32, 0.0f32, 3.25f32] } output { [1.5f32, 3.25f32] }

def main (xs: []f32) = filter (\x -> x > 0) xs
