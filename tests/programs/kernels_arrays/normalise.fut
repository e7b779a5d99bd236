-- Each row divided by its sum: a reduction and a map over the same row.
-- ==
-- input { [[1f32, 3f32], [2f32, 2f32], [0.5f32, 1.5f32]] }
-- output { [[0.25f32, 0.75f32], [0.5f32, 0.5f32], [0.25f32, 0.75f32]] }
def main (xs: [][]f32) = map (\r -> let s = reduce (+) 0 r in map (/s) r) xs
