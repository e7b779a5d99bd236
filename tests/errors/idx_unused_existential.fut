-- Error index "unused-existential": an existential size must be an array size.
-- ==
-- error: [Ee]xistential size `n`

def f (x: bool) : ?[n].bool = x

entry main (x: bool) = f x
