-- sgn, abs, neg, min, max across integer and float modules.
-- ==
-- input { [-5i64, 0i64, 7i64] } output { [-1i64, 0i64, 1i64] [5i64, 0i64, 7i64] [5i64, 0i64, -7i64] 7i64 -5i64 }

entry main (xs: []i64) =
  (map i64.sgn xs, map i64.abs xs, map i64.neg xs, i64.maximum xs, i64.minimum xs)

-- ==
-- entry: floats
-- input { [-2.5f64, 0.0f64, 3.0f64] } output { [-1.0f64, 0.0f64, 1.0f64] [2.5f64, 0.0f64, 3.0f64] 3.0f64 }

entry floats (xs: []f64) = (map f64.sgn xs, map f64.abs xs, reduce f64.max (-f64.inf) xs)
