-- Language reference probe (gaps8): mod entry in module use.
module M = { def f (x: i32) = x + 1 }
entry a (x: i32) = M.f x
entry b (x: i32) = M.f (M.f x)
-- ==
-- entry: a
-- input { 1 } output { 2 }
-- ==
-- entry: b
-- input { 1 } output { 3 }
