-- #[unsafe] drops bounds checks in compiled code.
-- ==
-- input { [1, 2, 3, 4] [3, 0, 2] } output { [4, 1, 3] 10 }
def gather (xs: []i32) (is: []i64) = #[unsafe] map (\i -> xs[i]) is
#[unsafe]
def total (xs: []i32) = loop s = 0 for i < length xs do s + xs[i]
entry main (xs: []i32) (is: []i64) = (gather xs is, total xs)
