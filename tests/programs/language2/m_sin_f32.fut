-- f32.sin.
-- ==
-- input { 1f32 } output { 0.84147096f32 }
entry main (x: f32) = f32.sin x
