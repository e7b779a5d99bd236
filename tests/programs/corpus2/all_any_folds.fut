-- all/any, and/or, foldl/foldr with non-associative functions (the order
-- matters), and a sequential loop over an array with `for x in xs`.
-- ==
-- input { [1, 2, 3, 4] }
-- output { true false true true false -10 -2 4321 [4, 3, 2, 1] 10 }
-- input { empty([0]i32) }
-- output { true false true false true 0 0 0 empty([0]i32) 0 }

entry main [n] (xs: [n]i32) =
  let a = all (> 0) xs
  let b = any (> 5) xs
  let c = and (map (< 10) xs)
  let d = or (map (== 4) xs)
  let e = null xs
  let l = foldl (-) 0 xs
  let r = foldr (-) 0 xs
  let digits = foldr (\x acc -> acc * 10 + x) 0 xs
  let rev = foldl (\acc (i, x) -> copy acc with [n - 1 - i] = x) (replicate n 0) (zip (iota n) xs)
  let s = loop s = 0 for x in xs do s + x
  in (a, b, c, d, e, l, r, digits, rev, s)
