-- Compile error ("contains consumption"): a let-bound partial application of
-- a consuming function.
-- ==
-- error: contains consumption

def update (xs: *[]i32) (i: i64) (v: i32) = xs with [i] = v

def main (xs: *[]i32) =
  let f = update xs
  in f 0 1
