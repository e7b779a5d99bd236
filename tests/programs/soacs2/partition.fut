-- partition keeps the order within each part.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32] } output { [3i32, 6i32] [1i32, 2i32, 4i32, 5i32, 7i32] }
-- input { [3i32, 6i32] } output { [3i32, 6i32] empty([0]i32) }
-- input { [1i32, 2i32] } output { empty([0]i32) [1i32, 2i32] }
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = partition (\x -> x % 3 == 0) xs
