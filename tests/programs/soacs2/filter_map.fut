-- map after filter and filter after map.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] } output { [9i32, 25i32, 49i32] }

def main (xs: []i32) = map (\x -> x * x) (filter (\x -> x % 2 == 1) (map (+1) (filter (> 1) xs)))
