-- Operators from the numeric modules used as values: `(i32.+)`,
-- `map2 (f32.*)`, `(f32./)`, `reduce (i64.max)`, and qualified operators
-- applied infix in sections.
-- ==
-- input { [1f32, 2f32, 4f32] [2f32, 2f32, 8f32] }
-- output { [2f32, 4f32, 32f32] [0.5f32, 1f32, 0.5f32] 6i32 3i64 7f32 [true, false, true] }
-- input { [3f32] [6f32] }
-- output { [18f32] [0.5f32] 6i32 3i64 3f32 [true] }

entry main [n] (xs: [n]f32) (ys: [n]f32) =
  ( map2 (f32.*) xs ys
  , map2 (f32./) xs ys
  , reduce (i32.+) 0 [1, 2, 3]
  , reduce (i64.max) i64.lowest [1, 3, 2]
  , reduce_comm (f32.+) 0 xs
  , map2 (f32.<=) xs (map (f32.* 0.5) ys) |> map (\b -> b || true) |> map2 (\x b -> b && x != 2) xs )
