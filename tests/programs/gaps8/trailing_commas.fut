-- Language reference probe (gaps8): trailing commas.
type r = {a: i32, b: (i32, bool,),}
type s = #x i32 | #y
def f [n] 'a (xs: [n]a) = length xs
-- ==
-- input { } output { 3 [1, 2] true 2i64 }
entry main = let v: r = {a = 1, b = (2, true,),} in (v.a + v.b.0, [1, 2,], v.b.1, f [1,2])
