-- Reductions and a scan of random data, also of one element.
-- ==
-- random input { [100003]i32 } auto output
-- random input { [1]i32 } auto output
entry main (xs: []i32) = (reduce (+) 0 xs, scan (+) 0 xs, i32.maximum xs, i32.minimum xs)
