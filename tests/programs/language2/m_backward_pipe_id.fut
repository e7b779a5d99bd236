-- <| with id.
-- ==
-- input { [1i32, 2i32] } output { [1i32, 2i32] }
entry main (xs: []i32) = id <| xs
