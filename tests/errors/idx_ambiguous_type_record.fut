-- Error index "ambiguous-type": the full record type is not known.
-- ==
-- error: ambiguous

def f r = r.x

entry main (x: i32) = x
