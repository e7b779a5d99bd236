-- Reductions whose neutral element is a value of the program rather than
-- a constant: the first element, a parameter, a computed value, a tuple.
-- ==
-- input { [5, 3, 9, 1, 3] 7 } output { 1 9 5 1 3i64 43 }
-- input { [4] -2 } output { 4 4 -2 4 0i64 12 }
-- input { empty([0]i32) 6 } output { 6 6 6 6 -1i64 6 }

def min_of [n] (x0: i32) (xs: [n]i32) = reduce i32.min x0 xs

def argmin [n] (xs: [n]i32) (big: i32) : (i32, i64) =
  let op (a, i) (b, j) = if a < b || (a == b && i < j) then (a, i) else (b, j)
  in reduce op (big, -1) (zip xs (iota n))

entry main (xs: []i32) (d: i32) =
  let first = if length xs > 0 then xs[0] else d
  let mn = reduce i32.min first xs
  let mx = reduce i32.max (if length xs > 0 then xs[0] else d) xs
  -- The largest value below `d`, or `d` itself: `d` is the identity of `pick`.
  let pick a b = if a == d then b else if b == d then a else i32.max a b
  let below = reduce pick d (map (\x -> if x < d then x else d) xs)
  let (v, i) = argmin xs (i32.max d (i32.maximum xs + 1))
  let v = if i < 0 then d else v
  let s = min_of (i32.max d (i32.maximum xs)) xs + reduce (+) (d - d) (map (* 2) xs)
  in (mn, mx, below, v, i, s)
