-- Binary search in a sorted array: the index of the first element not
-- less than the key, by recursion on the bounds.
-- ==
-- input { [1, 3, 5, 7, 9, 11] 7 } output { 3i64 }
-- input { [1, 3, 5, 7, 9, 11] 0 } output { 0i64 }
-- input { [1, 3, 5, 7, 9, 11] 12 } output { 6i64 }
-- input { [1, 3, 5, 7, 9, 11] 4 } output { 2i64 }
-- input { empty([0]i32) 4 } output { 0i64 }

def search [n] (xs: [n]i32) (key: i32) (lo: i64) (hi: i64) : i64 =
  if lo >= hi then lo
  else
    let mid = lo + (hi - lo) / 2
    in if xs[mid] < key then search xs key (mid + 1) hi
       else search xs key lo mid

def main [n] (xs: [n]i32) (key: i32) : i64 = search xs key 0 n
