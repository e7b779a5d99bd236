-- Not an error: the second result is a copy of the updated array.
-- ==
-- input { 3i64 [1i32, 2i32, 3i32] [5i32, 6i32, 7i32] }
-- output { [6i32, 3i32, 4i32] [6i32, 3i32, 4i32] }

def main (n: i64) (xs: []i32) (ys: []i32) =
  loop (a, b) = (copy xs, ys) for i < n do
    let a[i] = b[i] + 1
    in (a, copy a)
