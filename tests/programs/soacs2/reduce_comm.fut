-- reduce_comm with a commutative operator.
-- ==
-- input { [3i32, 1i32, 2i32] } output { 6i32 6i32 }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = (reduce_comm (+) 0 xs, reduce_comm (\a b -> a * b) 1 xs)
