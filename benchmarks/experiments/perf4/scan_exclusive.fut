-- | Exclusive prefix sum, the way it is usually written: the inclusive
-- scan minus the element itself.
-- ==
-- random input { [10007]i32 } auto output
def main (xs: []i32) : []i32 = map2 (-) (scan (+) 0 xs) xs
