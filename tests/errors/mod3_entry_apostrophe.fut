-- The name of an entry point must not contain an apostrophe.
-- ==
-- error: must not contain an apostrophe

entry f' (x: i32) = x + 1
