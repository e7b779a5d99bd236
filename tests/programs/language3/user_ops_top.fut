-- User-defined operators at top level take their precedence and
-- associativity from their leading characters.
-- ==
-- input { 2 3 4 } output { 14 10 -5 }

def (+++) (a: i32) (b: i32) = a + b
def (***) (a: i32) (b: i32) = a * b
def (-.-) (a: i32) (b: i32) = a - b

entry main (a: i32) (b: i32) (c: i32) =
  (a +++ b *** c, a *** b +++ c, a -.- b -.- c)
