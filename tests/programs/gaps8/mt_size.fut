-- Language reference probe (gaps8): mt size.
module type vec = { val n : i64 type v = [n]f32 val zero : v }
module V3 : vec = { def n = 3i64 type v = [n]f32 def zero = replicate n 0f32 }
-- ==
-- input { } output { [0f32, 0f32, 0f32] 3i64 }
entry main = (V3.zero, V3.n)
