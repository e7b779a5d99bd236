-- Error index "higher-order-entry": an entry point may not take a function.
-- ==
-- error: [Ee]ntry point.*function

entry apply (f: i32 -> i32) (x: i32) = f x
