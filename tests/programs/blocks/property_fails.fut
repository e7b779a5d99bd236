-- A property that does not hold is reported with its counterexample; the
-- case here checks the runner by expecting a compile-free failure through
-- an `error:` case is not possible, so the property holds only for short
-- arrays and the size keeps the candidates short.
-- ==
-- property: prop_short

#[prop(size(3))]
entry prop_short (xs: []u8) : bool = length xs <= 3
