-- A compile error (loop_type_change).
-- ==
-- error: loop body's result does not match

entry main = loop x = 0i32 for i < 10 do x == 1
