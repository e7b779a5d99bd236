-- Segmented scan and segmented reduction written with a flag-carrying
-- operator on tuples, as Futhark programmers write them.
-- ==
-- input { [true, false, false, true, false, true] [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] }
-- output { [1i32, 3i32, 6i32, 4i32, 9i32, 6i32] [6i32, 9i32, 6i32] }

def segmented_scan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (as: [n]t) : [n]t =
  let pairs = scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else op x1 x2)) (false, ne) (zip flags as)
  in map (.1) pairs

def segmented_reduce [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (as: [n]t) : []t =
  let sc = segmented_scan op ne flags as
  let ends = map (\i -> i == n - 1 || flags[i + 1]) (iota n)
  in map (.1) (filter (.0) (zip ends sc))

entry main [n] (flags: [n]bool) (xs: [n]i32) =
  (segmented_scan (+) 0 flags xs, segmented_reduce (+) 0 flags xs)
