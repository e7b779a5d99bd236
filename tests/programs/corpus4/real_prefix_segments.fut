-- A segmented prefix sum written with scan over (flag, value) pairs.
-- ==
-- input { [true, false, false, true, false] [1, 2, 3, 4, 5] }
-- output { [1, 3, 6, 4, 9] }

def segscan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (xs: [n]t) : [n]t =
  let pairs = scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else op x1 x2)) (false, ne) (zip flags xs)
  in map (.1) pairs

entry main flags xs = segscan (+) 0i32 flags xs
