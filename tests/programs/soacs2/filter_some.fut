-- filter with some, all and none passing, and empty input.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] } output { [2i32, 4i32, 6i32] }
-- input { [2i32, 4i32, 6i32] } output { [2i32, 4i32, 6i32] }
-- input { [1i32, 3i32, 5i32] } output { empty([0]i32) }
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [-2i32, -1i32, 0i32] } output { [-2i32, 0i32] }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = filter (\x -> x % 2 == 0) xs
