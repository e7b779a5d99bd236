-- Everyday kernel program 4 (types, SOAC combinations, loops in maps).
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] } output { [[1f32, 3f32], [2f32, 4f32]] [3f32, 7f32] [4f32, 6f32] }
entry main (xss: [][]f32) = (transpose xss, map f32.sum xss, map f32.sum (transpose xss))
