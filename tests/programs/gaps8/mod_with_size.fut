-- Language reference probe (gaps8): mod with size.
module type V = { type vec [n] val mk [n]: [n]i32 -> vec [n] val sum [n]: vec [n] -> i32 }
module L : V with vec [n] = [n]i32 = { type vec [n] = [n]i32 def mk xs = xs def sum = i32.sum }
-- ==
-- input { [1,2,3] } output { 6 [1,2,3] }
entry main (xs: []i32) = (L.sum (L.mk xs), L.mk xs)
