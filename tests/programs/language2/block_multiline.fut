-- A test block whose values span several lines, with comments between.
-- ==
-- input {
--   [[1i32, 2i32],
--    [3i32, 4i32]]
--   2i32
-- }
-- output {
--   [[2i32, 4i32],
--    [6i32, 8i32]]
-- }

entry main (xss: [][]i32) (k: i32) = map (map (* k)) xss
