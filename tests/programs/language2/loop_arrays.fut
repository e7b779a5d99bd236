-- Loops with array parameters updated in place, and loops in maps.
-- ==
-- input { 4i64 }
-- output { [0i64, 1i64, 4i64, 9i64] [0i64, 1i64, 3i64, 6i64] [3i32, 4i32] }

entry main (n: i64) =
  let a = loop a = replicate n 0 for i < n do a with [i] = i * i
  let b = loop b = iota n for i in 1..<n do b with [i] = b[i - 1] + i
  let c = map (\x -> loop acc = x for i < 3 do acc + i) [0, 1]
  in (a, b, c)
