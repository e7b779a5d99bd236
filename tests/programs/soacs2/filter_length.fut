-- the size of a filter result is known only at run time.
-- ==
-- input { [5i32, 1i32, 7i32, 2i32] } output { 4i64 2i64 }

def main (xs: []i32) = (length (filter (\x -> x >= 0) xs), length (filter (\x -> x > 4) xs))
