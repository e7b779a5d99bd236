-- Error index "nonconstructive-entry", a program of runic's own: an entry point size used only inside a size expression.
-- ==
-- error: Entry point size parameter \[k\] only used non-constructively

entry slab [k] (xs: [k+1]i32) = xs[0]
