-- Tuples containing arrays.
-- ==
-- input { [1, 2] [3.0] } output { [3.0] [1, 2] }
entry main (xs: []i32) (ys: []f64) = let t = (xs, ys) in (t.1, t.0)
