-- `warning: regex` lines (futhark test checks that Futhark's compiler
-- warns so) are read and not checked: the warnings are Futhark's own.
-- The block separator may be spaced as `--   ==`.
--   ==
-- warning: unused variable
-- input { [1, 2] } output { 3 }
-- warning:Safety check
-- input { empty([0]i32) } output { 0 }

entry main (xs: []i32) =
  let unused = 5
  in reduce (+) 0 xs
