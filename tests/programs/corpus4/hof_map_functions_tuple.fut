-- A tuple of functions chosen by a boolean (selected outside of an if on
-- functions), and a function applied to each of several arrays.
-- ==
-- input { true [1, 2, 3] }
-- output { [2, 3, 4] 9 }
-- input { false [1, 2, 3] }
-- output { [0, 1, 2] 3 }

entry main (b: bool) (xs: []i32) =
  let fs = ((+ 1), (\x -> x - 1))
  let ys = if b then map fs.0 xs else map fs.1 xs
  in (ys, reduce (+) 0 ys)
