-- Module functions are first-class: passed to map and reduce.
-- ==
-- input { [1.0, 4.0, 9.0] } output { [1.0, 2.0, 3.0] 9.0 }
entry main (xs: []f64) = (map f64.sqrt xs, reduce f64.max f64.lowest xs)
