-- reduce of a filter.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32] } output { 6i32 }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = reduce (+) 0 (filter (\x -> x % 2 == 0) xs)
