-- scatter ignores out-of-range indices (negative or too large).
-- ==
-- input { [0, 0, 0, 0] [1i64, -1i64, 3i64, 4i64, 100i64] [10, 20, 30, 40, 50] }
-- output { [0, 10, 0, 30] }

entry main [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = scatter dest is vs
