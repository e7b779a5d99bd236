-- A segmented sum scan through flags, written with an ordinary scan over
-- pairs.
-- ==
-- input { [1, 2, 3, 4, 5, 6] [true, false, false, true, false, true] }
-- output { [1, 3, 6, 4, 9, 6] [6, 9, 6] }

def segscan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (xs: [n]t) : [n]t =
  let pairs = scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else op x1 x2))
                   (false, ne) (zip flags xs)
  in map (.1) pairs

entry main [n] (xs: [n]i32) (flags: [n]bool) =
  let s = segscan (+) 0 flags xs
  let ends = map (\i -> i == n - 1 || flags[i + 1]) (iota n)
  let totals = map (.0) (filter (.1) (zip s ends))
  in (s, totals)
