-- Reference, "A function whose return type has an unknown size": a named
-- function whose declared result has an existential size cannot be passed
-- to `map`, whose result type parameter is not lifted.
-- ==
-- error: Cannot apply `map` to "expand" \(invalid type\).*existential size

def expand (x: i64) : ?[k].[k]i64 = iota x

entry main (xs: []i64) = map expand xs
