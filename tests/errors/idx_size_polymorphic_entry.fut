-- Error index "size-polymorphic-entry": the caller cannot choose a result size.
-- ==
-- error: [Ee]ntry point.*size

entry f [n] : [0][n]i32 = []
