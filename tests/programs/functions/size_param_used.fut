-- A size parameter is a value of type i64 in the body.
-- ==
-- input { [5, 6, 7, 8] } output { 4i64 8 }
def len [n] (xs: [n]i32) = n
entry main (xs: []i32) = (len xs, xs[len xs - 1])
