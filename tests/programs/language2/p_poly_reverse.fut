-- A polymorphic, size-parametric reverse.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [3i32, 2i32, 1i32] }
def rev 't [n] (xs: [n]t) : [n]t = map (\i -> xs[n - 1 - i]) (iota n)
entry main (xs: []i32) = rev xs
