-- A compile error (local_fn_arg_type).
-- ==
-- error: expected .i32., found .bool.

entry main = let f (x: i32) = x in f true
