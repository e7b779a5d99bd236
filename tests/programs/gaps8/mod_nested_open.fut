-- Language reference probe (gaps8): mod nested open.
module A = { module B = { module C = { def v = 7i32 type t = i32 } } }
open A.B
def w : C.t = C.v + A.B.C.v
-- ==
-- input { } output { 14 7 }
entry main = (w, A.B.C.(v))
