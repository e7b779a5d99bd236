-- Language reference probe (gaps8): mod anon arg.
module type has_x = { val x: i32 }
module Twice (M: has_x) = { def y = M.x * 2 }
module A = Twice { def x = 21i32 }
-- ==
-- input { } output { 42 }
entry main = A.y
