-- The program behind the configuration tests of the C library
-- (tests/library/test_config.c): a map over rows with reductions, whose
-- row-group choice is a tuning parameter, and a plain map.

entry softmax [n][m] (xss: [n][m]f32): [n][m]f32 =
  map (\xs -> let mx = f32.maximum xs
              let es = map (\x -> f32.exp (x - mx)) xs
              let s = f32.sum es
              in map (/ s) es) xss

entry double (xs: []f32): []f32 = map (* 2) xs
