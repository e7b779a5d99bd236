-- for loops: counting, with a tuple parameter, over an array, nested,
-- with a pattern on the element, and with the upper bound an expression.
-- ==
-- input { 5i32 [1i32, 2i32, 3i32] }
-- output { 10i32 5i32 8i32 6i32 25i32 14i32 }

entry main (n: i32) (xs: []i32) =
  let s = loop acc = 0 for i < n do acc + i
  let fib = loop (a, b) = (0, 1) for _i < n do (b, a + b)
  let t = loop acc = 0 for x in xs do acc + x
  let nested = loop acc = 0 for i < n do loop acc for j < n do acc + 1 + 0 * i * j
  let sq = loop acc = 0 for (x, y) in zip xs xs do acc + x * y
  in (s, fib.0, fib.1, t, nested, sq)
