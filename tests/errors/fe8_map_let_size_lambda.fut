-- A size bound by `let` inside the lambda is made inside it: the
-- reference's fix is to bind it before the lambda.
-- ==
-- error: Cannot apply `map` to .*\(invalid type\).*existential size

entry main (xss: [][]i32) = map (\xs -> let k = length xs in iota k) xss
