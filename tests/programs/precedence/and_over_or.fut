-- `&&` binds tighter than `||`; comparisons tighter than both.
-- ==
-- input { true false false } output { true false true }
entry main (a: bool) (b: bool) (c: bool) = (a || b && c, (a || b) && c, 1 < 2 && a || b)
