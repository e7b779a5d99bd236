-- Language reference probe (gaps8): sect backtick.
def f (x: i32) (y: i32) = x * 10 + y
-- ==
-- input { [1,2,3] } output { [21, 22, 23] [12, 22, 32] }
entry main (xs: []i32) = (map (2 `f`) xs, map (`f` 2) xs)
