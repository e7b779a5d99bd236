-- Counting `while` loops outside maps: an integer sum (a reduction once
-- it is a `for` loop), a constant bound, a float recurrence whose counter
-- steps by 2 (not rewritten), and a loop whose condition tests more than
-- the counter.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32] }
-- output { 15i32 5i64 45i64 9i32 6i32 }
-- input { empty([0]i32) }
-- output { 0i32 0i64 45i64 0i32 0i32 }
-- random input { [10007]i32 } auto output

def main [n] (xs: [n]i32) : (i32, i64, i64, i32, i32) =
  let (s, i) = loop (s, i) = (0i32, 0i64) while i < n do (s + xs[i], i + 1)
  let (t, _) = loop (t, j) = (0i64, 0i64) while j < 10 do (t + j, j + 1)
  let (u, _) = loop (u, j) = (0i32, 0i64) while j < n do (u + xs[j], j + 2)
  let (v, _) = loop (v, j) = (0i32, 0i64) while j < n && v < 5 do (v + xs[j], j + 1)
  in (s, i, t, u, v)
