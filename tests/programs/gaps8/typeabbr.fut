-- Language reference probe (gaps8): typeabbr.
type~ vec = []i32
type^ fn = i32 -> i32
def apply (f: fn) (v: vec) : vec = map f v
-- ==
-- input { [1,2] } output { [2,3] }
entry main (xs: vec) = apply (+1) xs
