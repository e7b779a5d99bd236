-- A function argument applied in a loop.
-- ==
-- input { 2i32 } output { 8i32 }
def apply_n (n: i32) (f: i32 -> i32) (x: i32) = loop x for _i < n do f x
entry main (x: i32) = apply_n 2 (\y -> y * 2) x
