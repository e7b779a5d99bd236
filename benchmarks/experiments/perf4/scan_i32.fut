-- | Inclusive prefix sum of i32 (`scan (+) 0`).
-- ==
-- random input { [10007]i32 } auto output
-- input { empty([0]i32) } output { empty([0]i32) }
def main (xs: []i32) : []i32 = scan (+) 0 xs
