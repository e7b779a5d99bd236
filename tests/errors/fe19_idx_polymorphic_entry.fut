-- Error index "polymorphic-entry", a program of runic's own: an entry point with two type parameters.
-- ==
-- error: Entry point functions may not be polymorphic

entry swap 'a 'b (p: (a, b)) : (b, a) = (p.1, p.0)
