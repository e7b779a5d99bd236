-- Slices with statically known sizes: a[0:n], a[:n], a[0:n:1], a[:n:1].
def first [m] (n: i64) (a: [m]i32) : ([n]i32, [n]i32, [n]i32, [n]i32) = (a[0:n], a[:n], a[0:n:1], a[:n:1])
-- ==
-- input { 2i64 [1,2,3] } output { [1,2] [1,2] [1,2] [1,2] }
entry main (n: i64) (a: []i32) = first n a
