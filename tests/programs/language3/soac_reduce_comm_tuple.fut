-- reduce_comm with a tuple-valued commutative operator (count and sum).
-- ==
-- input { [1.0f64, 2.0f64, 3.0f64, 6.0f64] } output { 4i64 12.0f64 3.0f64 }

entry main (xs: []f64) =
  let (c, s) = reduce_comm (\(c1, s1) (c2, s2) -> (c1 + c2, s1 + s2)) (0, 0) (map (\x -> (1i64, x)) xs)
  in (c, s, s / f64.i64 c)
