-- A named function returning the result of `filter` passed to `map2`.
-- ==
-- error: Cannot apply `map2` to "keep" \(invalid type\).*existential size

def keep (xs: []i32) (t: i32) = filter (> t) xs

entry main (xss: [][]i32) (ts: []i32) = map2 keep xss ts
