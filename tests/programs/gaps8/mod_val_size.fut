-- Language reference probe (gaps8): mod val size.
module type S = { val n: i64 val arr: [n]i32 }
module M : S = { def n = 4i64 def arr = replicate n 7i32 }
-- ==
-- input { } output { [7,7,7,7] 4i64 }
entry main = (M.arr, length M.arr)
