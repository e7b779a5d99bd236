-- A let-bound i64 used as a size is replaced by its expression in the
-- body's type.
def f (n: i64) : [n + 1]i32 = let m = n + 1 in replicate m 0
-- ==
-- input { 2i64 } output { [0, 0, 0] }
entry main (n: i64) = f n
