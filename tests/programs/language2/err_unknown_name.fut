-- A compile error (unknown_name).
-- ==
-- error: unknown variable

entry main = undefined_name
