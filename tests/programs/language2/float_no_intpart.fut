-- Float literals without an integer part (`.5`, `.25e1`), next to
-- projection sections `(.0)` and ranges `0...5`.
-- ==
-- input { 2f32 }
-- output { 1f32 5f32 0.5f64 [0i32, 1i32, 2i32, 3i32, 4i32, 5i32] [1i32] 1.5f64 }

entry main (x: f32) = (.5 * x, x * .25e1, .5f64, 0...5, map (.0) [(1i32, 2i32)], .5 + 1)
