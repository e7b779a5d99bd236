-- map with a lambda.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [3i32, 5i32, 7i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output
-- structure { SegMap 1 }

def main (xs: []i32) = map (\x -> 2 * x + 1) xs
