-- A map that indexes another array (a gather) inside a kernel.
-- ==
-- input { [10i32, 20i32, 30i32] [2i64, 0i64, 1i64, 2i64] } output { [30i32, 10i32, 20i32, 30i32] }
-- input { [10i32, 20i32, 30i32] [3i64] } error: out of bounds

def main (xs: []i32) (is: []i64) = map (\i -> xs[i]) is
