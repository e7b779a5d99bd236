-- Top-level constants.
-- ==
-- input { } output { 10 20 }
def n = 10
def m: i32 = n * 2
entry main = (n, m)
