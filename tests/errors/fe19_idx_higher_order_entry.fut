-- Error index "higher-order-entry", a program of runic's own: an entry point taking a function.
-- ==
-- error: Entry point functions may not be higher-order

entry twice (f: f64 -> f64) (x: f64) = f (f x)
