-- A size-polymorphic function passed as an argument (instantiated at the
-- caller's size) and applied to two arrays of that size.
-- ==
-- input { [1, 2, 3] [4, 5, 6] }
-- output { 6 15 [1, 2, 3, 4, 5, 6] }

def apply_both [n] 'a (f: [n]i32 -> a) (xs: [n]i32) (ys: [n]i32) : (a, a) = (f xs, f ys)

def sum [n] (xs: [n]i32) : i32 = reduce (+) 0 xs

entry main [n] (xs: [n]i32) (ys: []i32) =
  let (a, b) = apply_both sum xs (ys :> [n]i32)
  in (a, b, xs ++ ys)
