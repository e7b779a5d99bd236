-- A type abbreviation with a type and a size parameter.
-- ==
-- input { [1i32, 2i32] } output { [1i32, 2i32] }
type vec 't [n] = [n]t
entry main [n] (xs: vec i32 [n]) : vec i32 [n] = xs
