-- Language reference probe (gaps8): tparam lifted ok.
def f '^a (x: a) = x
-- ==
-- input { } output { 1 }
entry main = f ((+1): i32 -> i32) 0i32
