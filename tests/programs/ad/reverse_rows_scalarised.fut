-- vjp of scan, reduce and reduce_by_index over arrays of rows of a size known at compile
-- time whose operator is not vectorised (2 x 2 matrix products, affine
-- maps kept as rows): rewritten over the rows' scalars, one array per
-- position, with the operator on tuples of scalars.  Checked against jvp
-- and finite differences (matrix_reduce and hist_affine in
-- reverse_rows_scalarised_checked.fut, interpreter only; here they are
-- not entry points, so that this program's OpenCL build leaves out their
-- kernels: 79 kernels instead of 153, the suite's longest kernel build).
-- ==
-- entry: matrix_scan
-- input { [[[1.0, 0.5], [0.25, 1.0]], [[0.5, -1.0], [2.0, 0.5]], [[1.5, 0.0], [0.5, 1.0]], [[0.2, 0.3], [0.4, 0.5]]] }
-- output { true true }
-- entry: affine_scan
-- input { [[0.5, 1.0], [0.9, -1.0], [1.1, 0.5], [0.7, 2.0], [0.3, 0.25]] }
-- output { true true }
-- entry: large_affine
-- input { 5003i64 }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def check [n] (f: [n]f64 -> f64) (xs: [n]f64) : (bool, bool) =
  let g = vjp f xs 1
  let j = map (\i -> jvp f xs (one_hot n i)) (iota n)
  let h = 1e-6
  let fd = map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
               (iota n)
  in (close 1e-9 g j, close 1e-5 g fd)

def matmul (a: [2][2]f64) (b: [2][2]f64) : [2][2]f64 =
  [[a[0, 0] * b[0, 0] + a[0, 1] * b[1, 0], a[0, 0] * b[0, 1] + a[0, 1] * b[1, 1]],
   [a[1, 0] * b[0, 0] + a[1, 1] * b[1, 0], a[1, 0] * b[0, 1] + a[1, 1] * b[1, 1]]]

def eye : [2][2]f64 = [[1, 0], [0, 1]]

-- Running products of 2 x 2 matrices (a linear recurrence of vectors).
entry matrix_scan [n] (ms: [n][2][2]f64) =
  check (\xs -> let ms = unflatten (unflatten (xs :> [n * 2 * 2]f64)) :> [n][2][2]f64
                let ps = scan matmul eye ms
                in f64.sum (map (\p -> p[0, 0] * 2 + p[0, 1] + p[1, 0] * p[1, 1]) ps))
        (flatten (flatten ms))

def matrix_reduce [n] (ms: [n][2][2]f64) =
  check (\xs -> let ms = unflatten (unflatten (xs :> [n * 2 * 2]f64)) :> [n][2][2]f64
                let p = reduce matmul eye ms
                in p[0, 0] + 2 * p[0, 1] + 3 * p[1, 0] + 4 * p[1, 1])
        (flatten (flatten ms))

-- Affine maps x -> a x + b as rows [a, b], composed.
def compose (f: [2]f64) (g: [2]f64) : [2]f64 = [g[0] * f[0], g[0] * f[1] + g[1]]

entry affine_scan [n] (fs: [n][2]f64) =
  check (\xs -> let fs = unflatten (xs :> [n * 2]f64)
                in f64.sum (map (\r -> r[1] * r[1]) (scan compose [1, 0] fs)))
        (flatten fs)

-- Per bin, the product of its 2 x 2 matrices (a commutative operator:
-- the matrices [[a, b], [0, a]] commute), into a destination
-- differentiated too.
def upper (a: [2][2]f64) (b: [2][2]f64) : [2][2]f64 = matmul a b

def hist_affine [n] (is: [n]i64) (fs: [n][2]f64) =
  check (\xs -> let fs = unflatten (xs[6:] :> [n * 2]f64)
                let ms = map (\r -> [[r[0], r[1]], [0, r[0]]]) fs
                let dest = map (\i -> [[xs[i], xs[i + 3]], [0, xs[i]]]) (iota 3)
                let h = reduce_by_index dest upper eye is ms
                in f64.sum (map (\m -> m[0, 0] * 2 + m[0, 1] + m[1, 1] * m[0, 1]) h))
        ([1, 0.5, 2, 0.25, -1, 0.5] ++ flatten fs)

-- 5003 maps: on PoCL's profile (64 groups of 64) several per work-item,
-- every group busy, not a multiple of a group.
entry large_affine (n: i64) =
  let fs = map (\i -> [0.5 + 0.4 * f64.sin (f64.i64 i), f64.cos (f64.i64 i)]) (iota n)
  let f (xs: [n * 2]f64) = f64.sum (map (\r -> r[1] * r[1]) (scan compose [1, 0] (unflatten xs)))
  let xs = flatten fs
  let g = vjp f xs 1
  in f64.abs (g[0] - jvp f xs (one_hot (n * 2) 0)) < 1e-9 && f64.abs (g[2 * n - 1] - jvp f xs (one_hot (n * 2) (2 * n - 1))) < 1e-9
