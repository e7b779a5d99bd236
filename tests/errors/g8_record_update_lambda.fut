-- Reference, "Record update": the type of the record must be known up to
-- the field (the lambda's parameter is not annotated).
-- ==
-- error: Full type of .* is not known at this point
type inner = {v: i32, w: bool}
entry main (xs: []inner) = map (\r -> r with v = 1) xs
