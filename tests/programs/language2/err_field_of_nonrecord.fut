-- A compile error (field_of_nonrecord).
-- ==
-- error: not a record

entry main (x: i32) = x.a
