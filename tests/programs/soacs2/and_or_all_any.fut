-- and, or, all and any (empty arrays: neutral elements).
-- ==
-- input { [true, false] [1i32, 2i32, 3i32] } output { false true true false true false }
-- input { empty([0]bool) empty([0]i32) } output { true false true true false false }

def main (bs: []bool) (xs: []i32) =
  (and bs, or bs, all (> 0) xs, all (> 1) xs, any (> 2) xs, any (> 3) xs)
