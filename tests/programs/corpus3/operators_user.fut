-- User-defined operators, operator sections, backtick application,
-- qualified operators.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [2i32, 8i32, 18i32] 14i32 [0i32, 1i32, 2i32] [9i32, 8i32, 7i32] 13i32 [true, false, false] 13i32 }

def (<+>) (a: i32) (b: i32) : i32 = a * a + b * b
def x |*| y = 2 * x * y
def dot [n] (a: [n]i32) (b: [n]i32) : i32 = i32.sum (map2 (*) a b)

entry main (xs: []i32) =
  let a = map2 (|*|) xs xs
  let b = xs `dot` xs
  let c = map (\x -> x - 1) xs
  let d = map (10 -) xs
  let e = 2 <+> 1 + 2
  let f = map (< 2) xs
  let g = 2 <+> 3
  in (a, b, c, d, e, f, g)
