-- scatter with in-range, duplicate-free and out-of-range indices.
-- ==
-- input { [0i32, 0i32, 0i32, 0i32] [2i64, -1i64, 0i64, 7i64] [5i32, 6i32, 7i32, 8i32] }
-- output { [7i32, 0i32, 5i32, 0i32] }

entry main [n] (dest: *[]i32) (is: [n]i64) (vs: [n]i32) = scatter dest is vs
