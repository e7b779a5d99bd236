-- Projections of a nested tuple.
-- ==
-- input { 1i32 2i32 3i32 } output { 6i32 }
entry main (a: i32) (b: i32) (c: i32) = let t = (a, (b, c)) in t.0 + t.1.0 + t.1.1
