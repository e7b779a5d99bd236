-- A function whose result's size is its own named parameter
-- (`(x: i64) -> [x]i64`) returns a different size for each element.
-- ==
-- error: Cannot apply `map` to "upto" \(invalid type\).*existential size

def upto (x: i64) = iota x

entry main (xs: []i64) = map upto xs
