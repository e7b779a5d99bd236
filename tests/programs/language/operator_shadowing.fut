-- A user definition of a builtin operator shadows it for the rest of the
-- program (the builtin stays reachable as `i32.+`); a local operator
-- definition shadows only inside its body.
-- ==
-- input { 1i32 2i32 } output { -1i32 3i32 3i32 2i32 7i32 }
-- input { 5i32 5i32 } output { 0i32 10i32 10i32 25i32 7i32 }

def (+) (x: i32) (y: i32) = x - y

entry main (a: i32) (b: i32) =
  ( a + b
  , (i32.+) a b
  , let (*) (x: i32) (y: i32) = x i32.+ y in a * b
  , a * b
  , foldl (+) 10 [1, 2] )
