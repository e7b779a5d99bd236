-- Language reference probe (gaps8): mod shadow prelude.
module i32 = { open i32 def double (x: i32) = x * 2 }
-- ==
-- input { } output { 6 3 }
entry main = (i32.double 3, i32.max 1 3)
