-- vjp inside a map (a gradient per row), jvp inside a loop, AD of a
-- recursive function over arrays, of a loop whose array shrinks, and a
-- Jacobian-vector product of a matrix function.
-- ==
-- entry: rows
-- input { [[1.0, 2.0], [3.0, 4.0]] }
-- output { [[3.0, 12.0], [27.0, 48.0]] }
-- entry: in_loop
-- input { 2.0 }
-- output { 5.0 }
-- entry: recursive
-- input { [1.0, 2.0, 3.0] }
-- output { [2.0, 4.0, 6.0] }
-- entry: shrink
-- input { [1.0, 2.0, 3.0] }
-- output { 6.0 }
-- entry: row_norms
-- input { [[1.0, 2.0], [3.0, 4.0]] }
-- output { [10.0, 50.0] }

entry rows (m: [][]f64) = map (\r -> vjp (\r -> f64.sum (map (\x -> x * x * x) r)) r 1) m

-- sum of d/dx x^i for i < 3
entry in_loop (x: f64) = loop acc = 0 for i < 3 do acc + jvp (\y -> y ** f64.i64 i) x 1

def rec_sum [n] (xs: [n]f64) : f64 = if length xs == 0 then 0 else xs[0] * xs[0] + rec_sum xs[1:]
entry recursive (xs: []f64) = vjp rec_sum xs 1

-- The square of the last element.
def last_squared [n] (xs: [n]f64) =
  (loop ys = xs while length ys > 1 do ys[1:]) |> map (\y -> y * y) |> f64.sum
entry shrink (xs: []f64) = jvp last_squared xs (map (const 1) xs)

entry row_norms (a: [][]f64) = jvp (\a -> map (\r -> f64.sum (map2 (*) r r)) a) a a
