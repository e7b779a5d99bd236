-- Error index "size-polymorphic-entry", a program of runic's own: an entry point whose result size only its size parameter gives.
-- ==
-- error: Entry point functions must not be size-polymorphic in their return type

entry fill [m] (x: u16) : [m]u16 = replicate m x
