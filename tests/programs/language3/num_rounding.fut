-- round (ties to even), trunc, floor and ceil.
-- ==
-- input { [2.5f32, 3.5f32, -2.5f32, 1.7f32, -1.7f32] }
-- output { [2.0f32, 4.0f32, -2.0f32, 2.0f32, -2.0f32]
--          [2.0f32, 3.0f32, -2.0f32, 1.0f32, -1.0f32]
--          [2.0f32, 3.0f32, -3.0f32, 1.0f32, -2.0f32]
--          [3.0f32, 4.0f32, -2.0f32, 2.0f32, -1.0f32] }

entry main (xs: []f32) = (map f32.round xs, map f32.trunc xs, map f32.floor xs, map f32.ceil xs)
