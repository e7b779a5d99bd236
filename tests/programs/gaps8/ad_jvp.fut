-- Language reference probe (gaps8): ad jvp.
-- ==
-- input { 3.0 } output { 27.0 6.0 [6.0, 1.0] }
entry main (x: f64) =
  (jvp (\y -> y * y * y) x 1, vjp (\y -> y * y) x 1, vjp (\(a, b) -> a * b) (x, 6.0) 1 |> \(da, db) -> [da / 1, db / 3])
