-- a histogram of counts (hist of ones).
-- ==
-- input { [3i32, 1i32, 4i32, 1i32, 5i32, 9i32, 2i32, 6i32] } output { [0i32, 2i32, 1i32, 1i32, 1i32, 1i32, 1i32, 0i32, 0i32, 1i32, 0i32] }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = hist (+) 0 11 (map (\x -> i64.i32 (x % 11)) xs) (map (\_ -> 1i32) xs)
