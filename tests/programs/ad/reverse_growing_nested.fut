-- vjp of a loop whose array shrinks, inside a map: the reverse sweep's
-- padded tape per row.  Interpreter only: the OpenCL backend cannot make
-- arrays of a size computed per thread inside a kernel (the primal
-- already needs that).
-- ==
-- tags { no_opencl }
-- entry: rows
-- input { [[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.0, 0.25]] }
-- output { [[25.0, 12.5, 10.0, 7.5], [-1.0, 0.5, 0.0, 0.0]] true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def tree_product [n] (xs: [n]f64) : f64 =
  let ys = loop ys = xs while length ys > 1 do
             tabulate (length ys / 2) (\i -> ys[2 * i] * ys[2 * i + 1] + 0.5)
  in ys[0]

entry rows [m] [n] (xss: [m][n]f64) =
  let f = \xss -> f64.sum (map tree_product xss)
  let g = vjp f xss 1
  let j = map (\r -> map (\i -> jvp tree_product r (one_hot n i)) (iota n)) xss
  in (g, and (map2 (\a b -> f64.abs (a - b) <= 1e-12 * (1 + f64.abs b)) (flatten g) (flatten j)))
