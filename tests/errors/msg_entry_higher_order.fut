-- An entry point that takes a function (error index, higher-order-entry).
-- ==
-- error: Entry point functions may not be higher-order

entry twice (f: f64 -> f64) (x: f64) = f (f x)
