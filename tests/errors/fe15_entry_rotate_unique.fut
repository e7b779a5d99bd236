-- The uniqueness checker names an entry point `rotate` as written.
-- ==
-- error: Unique-typed return value of `rotate` is aliased to `xs`

entry rotate (xs: []i32) : *[]i32 = xs
