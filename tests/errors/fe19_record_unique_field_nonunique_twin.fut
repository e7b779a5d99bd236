-- Only one field is unique; the other, not unique, aliases it: still an
-- error (the caller could update the unique one and see the change
-- through the other).
-- ==
-- error: A unique-typed component of the return value of `pair` is aliased to some other component

def pair (xs: []i64) : {fresh: *[]i64, view: []i64} =
  let ys = map (* 2) xs
  in {view = ys, fresh = ys}

def main (xs: []i64) = (pair xs).fresh
