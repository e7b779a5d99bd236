-- A function returning an array of unknown size ([]i32).
-- ==
-- input { 3i64 } output { [0i32, 1i32, 2i32] }
def f (n: i64) : []i32 = iota n |> map i32.i64
entry main (n: i64) = f n
