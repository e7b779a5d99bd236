-- Polymorphic functions with size parameters used at several types.
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32] } output { [3, 2, 1] [2.5f32, 1.5f32] 3i64 2i64 [[1, 2, 3], [1, 2, 3]] }

def rev [n] 't (xs: [n]t) : [n]t = tabulate n (\i -> xs[n - 1 - i])
def len [n] 't (_: [n]t) : i64 = n
def dup [n] 't (xs: [n]t) : [2][n]t = [xs, xs]

entry main (xs: []i32) (ys: []f32) =
  (rev xs, rev ys, (len xs, len ys), dup xs)
