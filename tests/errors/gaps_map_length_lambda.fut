-- Reference, "A function whose return type has an unknown size": in
-- `\xs -> iota (length xs)` the size `length xs` names the lambda's own
-- parameter, so it is an unknown size outside the lambda and `map`, whose
-- result type is not lifted, cannot take it.
-- ==
-- error: Cannot apply `map` to "\\xs -> iota \(length xs\)" \(invalid type\).*existential size

def f [n][m] (xss: [n][m]i32) = map (\xs -> iota (length xs)) xss

entry main (xss: [][]i32) = f xss
