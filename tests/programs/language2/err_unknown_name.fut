-- A compile error (unknown_name).
-- ==
-- error: Unknown name

entry main = undefined_name
