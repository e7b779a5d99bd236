-- Inclusive scans with various operators, and an exclusive scan built
-- from one.
-- ==
-- input { [3, 1, 4, 1, 5] }
-- output { [3, 4, 8, 9, 14] [3, 3, 12, 12, 60] [3, 3, 4, 4, 5] [0, 3, 4, 8, 9] }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) }

entry main [n] (xs: [n]i32) =
  let incl = scan (+) 0 xs
  let excl = map2 (-) incl xs
  in (incl, scan (*) 1 xs, scan i32.max i32.lowest xs, excl)
