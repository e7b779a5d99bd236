-- vjp through operators of reduce, scan and reduce_by_index that read
-- float variables of the differentiated function (a weight, a
-- temperature, a decay rate): those variables' adjoints are the sums of
-- every application's contribution.  Checked against jvp and finite
-- differences (the operators are associative for every value of the
-- variable they read).
-- ==
-- entry: weighted_reduce
-- input { 0.5 [1.0, 2.0, -0.5, 3.0, 0.25] }
-- output { true true }
-- input { 2.0 [1.5] }
-- output { true true }
-- input { 2.0 empty([0]f64) }
-- output { true true }
-- entry: softmax_temp_grad
-- input { 0.7 [1.0, -2.0, 0.5, 3.0] }
-- output { 0.331494866677556 [0.05286805634537527, 0.0007276646525286375, 0.025881116040865508, 0.9205231629612307] }
-- entry: decay_scan
-- input { 0.9 [1.0, 2.0, -0.5, 3.0, 0.25, 4.0] }
-- output { true true }
-- input { 0.5 [2.0] }
-- output { true true }
-- entry: decay_scan_pair
-- input { 0.8 [1.0, 2.0, -0.5, 3.0] [0.5, -1.0, 2.0, 1.0] }
-- output { true true }
-- entry: hist_weighted
-- input { 1.5 [0.5, 0.25, -1.0] [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64, 2i64, 5i64]
--         [1.0, 2.0, 0.3, 0.7, 0.1, -0.2, 0.4, 0.5, 3.0] }
-- output { true true }
-- entry: nested_rows_grad
-- input { 0.5 [[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]] }
-- output { 0.1 [0.1265, 0.12075, 0.1155, 0.11275, 0.1045, 0.097375] }
-- entry: in_loop_grad
-- input { 0.3 [1.0, 2.0, -0.5, 3.0] }
-- output { 8.54851312108745 [0.6456007167273057, -0.4043249573996112, 1.6216267966693134, -0.9714505491771593] }
-- entry: large_decay
-- input { 100000i64 }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def near (tol: f64) (a: f64) (b: f64) = f64.abs (a - b) <= tol * (1 + f64.abs b)

-- The gradient of f at (w, xs) by vjp, compared with jvp (every
-- direction) and central finite differences.
def check [n] (f: (f64, [n]f64) -> f64) (w: f64) (xs: [n]f64) : (bool, bool) =
  let (gw, gx) = vjp f (w, xs) 1
  let jw = jvp f (w, xs) (1, replicate n 0)
  let jx = map (\i -> jvp f (w, xs) (0, one_hot n i)) (iota n)
  let h = 1e-6
  let fw = (f (w + h, xs) - f (w - h, xs)) / (2 * h)
  let fx = map (\i -> (f (w, map2 (+) xs (map (* h) (one_hot n i)))
                       - f (w, map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h)) (iota n)
  in (near 1e-9 gw jw && close 1e-9 gx jx, near 1e-5 gw fw && close 1e-5 gx fx)

-- a op b = a + b + w*a*b: associative for every w ((1 + w a)(1 + w b) =
-- 1 + w (a op b)), neutral 0.
entry weighted_reduce [n] (w: f64) (xs: [n]f64) =
  check (\(w, xs) -> reduce (\a b -> a + b + w * a * b) 0 (map (* 0.1) xs)) w xs

-- A softmax with a temperature: its log-sum-exp is a smooth maximum with
-- the temperature read inside the operator: a op b = t * log (exp (a/t) +
-- exp (b/t)).  Its neutral element is -1e300, not -inf, where the
-- derivative in t would be 0 * inf.
def softmax_temp_f [n] (t: f64, xs: [n]f64) =
  let lse = reduce (\a b -> let m = f64.max a b
                            in m + t * f64.log (f64.exp ((a - m) / t) + f64.exp ((b - m) / t)))
                   (-1e300) xs
  in lse + f64.sum (map (\x -> f64.exp (x / t - lse / t)) xs)

-- An exponential moving sum: scan (\a b -> a * decay + b)... written so
-- that it is associative: pairs (p, s) of (decay^count, sum).
entry decay_scan [n] (d: f64) (xs: [n]f64) =
  check (\(d, xs) -> let ys = scan (\(pa, sa) (pb, sb) -> (pa * pb, sa * pb + sb)) (1, 0)
                                    (map (\x -> (d, x)) xs)
                     in f64.sum (map (\(_, s) -> s * s) ys))
        d xs

-- The operator itself reads the decay: (c, s) with c a count, s the
-- decayed sum: (ca, sa) op (cb, sb) = (ca + cb, sa * decay ** cb + sb).
entry decay_scan_pair [n] (d: f64) (xs: [n]f64) (zs: [n]f64) =
  check (\(d, xs) -> let ys = scan (\(ca, sa) (cb, sb) -> (ca + cb, sa * d ** cb + sb)) (0, 0)
                                    (zip (map (const 1) xs) (map2 (*) xs zs))
                     in f64.sum (map (\(_, s) -> s * s) ys))
        d xs

-- A histogram whose operator reads a weight (a + b + w a b per bin), the
-- destination differentiated too.
entry hist_weighted [m] [n] (w: f64) (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  check (\(w, vs) -> let h = reduce_by_index (copy (map (* 1.0) dest)) (\a b -> a + b + w * a * b) 0 is
                                             (map (* 0.5) vs)
                     in f64.sum (map2 (*) h (map (\i -> f64.i64 i + 1) (iota m))))
        w vs

-- A reduction per row inside a map, the weight shared by the rows.
def nested_rows_f (r: i64) (c: i64) (w: f64, xs: [r * c]f64) =
  f64.sum (map (\row -> reduce (\a b -> a + b + w * a * b) 0 (map (* 0.1) row)) (unflatten xs))

-- A scan reading the parameter inside a loop.
def in_loop_f [n] (w: f64, xs: [n]f64) =
  let ys = loop ys = xs for _i < 3 do
             scan (\(ca, sa) (cb, sb) -> (ca + cb, sa * w ** cb + sb)) (0, 0) (map (\y -> (1, f64.sin y)) ys)
             |> map (.1)
  in f64.sum ys

-- 100,000 elements: forward mode over the basis vectors would take hours.
entry large_decay (n: i64) =
  let xs = map (\i -> f64.sin (f64.i64 i)) (iota n)
  let f (d: f64, xs: [n]f64) =
    scan (\(ca, sa) (cb, sb) -> (ca + cb, sa * d ** cb + sb)) (0, 0) (zip (replicate n 1) xs)
    |> map (.1) |> f64.sum
  let (gd, gx) = vjp f (0.999, xs) 1
  let jd = jvp f (0.999, xs) (1, replicate n 0)
  let j0 = jvp f (0.999, xs) (0, one_hot n 0)
  in near 1e-9 gd jd && near 1e-9 gx[0] j0

-- The same three functions' gradients as values (checked against jvp and
-- finite differences in reverse_op_free_checked.fut, in the interpreter:
-- the OpenCL backend miscompiles those checks' jvp and finite differences,
-- not the vjp).
def grad [n] (f: (f64, [n]f64) -> f64) (w: f64) (xs: [n]f64) = vjp f (w, xs) 1

entry softmax_temp_grad [n] (t: f64) (xs: [n]f64) = grad softmax_temp_f t xs
entry nested_rows_grad [r] [c] (w: f64) (xss: [r][c]f64) = grad (nested_rows_f r c) w (flatten xss)
entry in_loop_grad [n] (w: f64) (xs: [n]f64) = grad in_loop_f w xs
