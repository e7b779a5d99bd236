-- Test blocks of Futhark's own compiler tests may carry `structure`
-- expectations about the optimised program; they are not part of the
-- language and are accepted without being checked.
-- ==
-- input { [1, 2, 3] } output { 12 }
-- structure { Screma 1 }
-- structure gpu { SegRed 1 }

def main (xs: []i32) = i32.sum (map (* 2) xs)
