-- A compile error (record_dup_field).
-- ==
-- error: defined twice

entry main = {a = 1i32, a = 2i32}
