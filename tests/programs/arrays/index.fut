-- Indexing arrays (the index of an out-of-bounds access is reported).
-- ==
-- input { [10i32, 20i32, 30i32] 1i64 } output { 20i32 }
-- input { [10i32, 20i32, 30i32] 3i64 } error: out of bounds
-- input { [10i32, 20i32, 30i32] -1i64 } error: out of bounds

def main (xs: []i32) (i: i64) = xs[i]
