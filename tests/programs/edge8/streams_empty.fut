-- map_stream, reduce_stream and reduce_comm on empty and small arrays.
-- ==
-- entry: streams
-- input { empty([0]i32) } output { empty([0]i32) 0 0 }
-- input { [1, 2, 3] } output { [2, 4, 6] 6 6 }
-- entry: comm
-- input { empty([0]f32) } output { 0f32 }
-- input { [0.5f32, 0.25f32] } output { 0.75f32 }

entry streams (xs: []i32) =
  ( map_stream (\_ (c: []i32) -> map (* 2) c) xs
  , reduce_stream (+) (\_ (c: []i32) -> i32.sum c) xs
  , reduce_comm (+) 0 xs )
entry comm (xs: []f32) = reduce_comm (+) 0 xs
