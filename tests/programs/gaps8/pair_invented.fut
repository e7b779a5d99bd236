-- Language reference probe (gaps8): pair invented.
def pair 'a (x: a) y = (x, y)
-- ==
-- input { } output { 1 true }
entry main = pair 1i32 true
