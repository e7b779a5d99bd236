-- A record of one unique field (which runic represents as the field
-- itself) that is a non-unique parameter.
-- ==
-- error: Unique-typed return value of `box` is aliased to `xs`, which is not consumable

def box (xs: []i64) : {x: *[]i64} = {x = xs}

def main (xs: []i64) = (box xs).x
