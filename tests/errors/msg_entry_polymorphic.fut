-- An entry point with a type parameter (error index, polymorphic-entry).
-- ==
-- error: Entry point functions may not be polymorphic

entry first 'a (xs: []a) = xs[0]
