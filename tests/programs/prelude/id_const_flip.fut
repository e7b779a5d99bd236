-- id, const and flip.
-- ==
-- input { 5 3 } output { 5 5 -2 [7, 7] }
entry main (a: i32) (b: i32) = (id a, const a b, flip (-) a b, map (const 7) [a, b])
