-- concat and ++.
-- ==
-- input { [1i32, 2i32] [3i32] } output { [1i32, 2i32, 3i32] [3i32, 1i32, 2i32] }
-- input { empty([0]i32) [3i32] } output { [3i32] [3i32] }

def main (xs: []i32) (ys: []i32) = (concat xs ys, ys ++ xs)
