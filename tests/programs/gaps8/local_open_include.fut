-- Language reference probe (gaps8): local open include.
module A = { def x = 1i32 local def hidden = 2i32 def y = hidden + 1 }
module B = { include A def z = x + y }
open B
-- ==
-- input { } output { 1 3 4 }
entry main = (x, y, z)
