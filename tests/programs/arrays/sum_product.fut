-- sum and product on i32 and f64 (empty gives the neutral element).
-- ==
-- input { [1, 2, 3, 4] [0.5, 4.0] } output { 10 24 4.5 2.0 }
-- input { empty([0]i32) empty([0]f64) } output { 0 1 0.0 1.0 }
entry main (xs: []i32) (ys: []f64) = (sum xs, product xs, sum ys, product ys)
