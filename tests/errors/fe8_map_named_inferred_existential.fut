-- The same when the existential size is inferred: `iota (length xs)` in a
-- named function has a size computed from its parameter, an unknown size
-- outside it (even though it happens to equal the rows' size).
-- ==
-- error: Cannot apply `map` to "indices" \(invalid type\).*existential size

def indices (xs: []i32) = iota (length xs)

entry main (xss: [][]i32) = map indices xss
