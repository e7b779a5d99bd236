-- Function application binds tighter than every operator.
-- ==
-- input { 2 } output { 9 5 -3 }
def f (x: i32) = x + 1
entry main (x: i32) = (f x * 3, f x + f 0 + 1, -f x)
