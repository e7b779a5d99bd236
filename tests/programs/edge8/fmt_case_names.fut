-- Test cases with dataset names, `compiled` and `nobench` before
-- `input`, `auto output`, and a result given as several values on
-- separate lines.
-- ==
-- "small" input { [1, 2, 3] } output { 6 [1, 3, 6] }
-- nobench input { empty([0]i32) } output { 0 empty([0]i32) }
-- compiled input { [5, 5] }
-- output {
--   10
--   [5,
--    10]
-- }
-- "an empty row set" compiled nobench input { [0] } output { 0 [0] }
-- compiled random input { [50]i32 } auto output

def main (xs: []i32) = (i32.sum xs, scan (+) 0 xs)
