-- In-place updates of a loop parameter, the loop's initial value a fresh
-- array, and the result returned unique.
-- ==
-- input { 5i64 }
-- output { [0i64, 1i64, 4i64, 9i64, 16i64] }
-- input { 0i64 }
-- output { empty([0]i64) }

entry main (n: i64) : *[]i64 =
  let a = replicate n 0
  in loop a for i < n do a with [i] = i * i
