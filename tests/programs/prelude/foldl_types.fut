-- The prelude's foldl is polymorphic: the accumulator may have another
-- type than the elements.
-- ==
-- input { [1.5f32, 2.5f32] } output { 2i64 4f32 }
entry main (xs: []f32) = (foldl (\n _ -> n + 1) 0i64 xs, foldl (+) 0 xs)
