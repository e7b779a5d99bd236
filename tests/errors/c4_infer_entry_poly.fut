-- Compile error: a polymorphic entry point.
-- ==
-- error: polymorphic

entry main 't (x: t) = x
