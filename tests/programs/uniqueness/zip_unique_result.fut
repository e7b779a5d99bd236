-- zip..zip5 return a unique array (Futhark's prelude): a zipped array can
-- be updated in place, passed for a consuming parameter, or be scatter's
-- destination, and the zipped arrays keep their values.
-- ==
-- input { [1i32, 2, 3] [4i32, 5, 6] }
-- output { [9i32, 2, 3] [9i32, 5, 6] [1i32, 2, 3] [4i32, 5, 6] }
def main (xs: []i32) (ys: []i32) =
  let z = zip xs ys
  let z = z with [0] = (9, 9)
  let (a, b) = unzip z
  in (a, b, xs, ys)
