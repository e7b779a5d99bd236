-- Functions without return types that build arrays in loops: their results (also in tuples) are unique.
-- ==
-- input { 3i64 }
-- output { [10i32, 1i32, 2i32] [0i32, 20i32, 2i32] [0i32, 1i32, 30i32] }

def fill (n: i64) =
  let a = replicate n 0i32
  in loop a for i < n do a with [i] = i32.i64 i

def both (n: i64) = (fill n, fill n)

entry main (n: i64) =
  let a = fill n
  let a[0] = 10
  let (b, c) = both n
  let b[1] = 20
  let c[2] = 30
  in (a, b, c)
