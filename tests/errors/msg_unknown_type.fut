-- An unknown type name, worded like an unknown name.
-- ==
-- error: Unknown type "vector"

def norm (v: vector) = v
