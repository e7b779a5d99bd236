-- The reverse sweep's new rules against their primals (f32): a hist with
-- a general operator (a smooth maximum per bin, sorted by bin for the
-- gradient), a scan of rows (running column products) and a histogram of
-- rows with an elementwise max.  Each entry generates its input from n
-- (the same in the primal and the gradient).
-- The small datasets are for the CI's `bench --size small` on PoCL; the
-- `large` ones are for the GPU.
-- ==
-- entry: hist_general_primal hist_general_grad
-- input { 10000i64 }
-- large input { 10000000i64 }
-- entry: scan_rows_primal scan_rows_grad
-- input { 50i64 20i64 }
-- large input { 10000i64 1000i64 }
-- entry: hist_rows_primal hist_rows_grad
-- input { 200i64 20i64 }
-- large input { 100000i64 100i64 }

def input (n: i64) = tabulate n (\i -> f32.sin (f32.i64 i) / 10)

def logaddexp (a: f32) (b: f32) =
  let m = f32.max a b
  in if m == -f32.inf then m else m + f32.log (f32.exp (a - m) + f32.exp (b - m))

def hist_general [n] (xs: [n]f32) =
  f32.sum (hist logaddexp (-f32.inf) 1000 (map (\i -> (i * 7919) % 1000) (iota n)) xs)

entry hist_general_primal (n: i64) = hist_general (input n)
entry hist_general_grad (n: i64) = f32.sum (vjp hist_general (input n) 1)

def scan_rows [n] [m] (xss: [n][m]f32) =
  f32.sum (map f32.sum (scan (map2 (*)) (replicate m 1) (map (map (\x -> 1 + x / 1000)) xss)))

entry scan_rows_primal (n: i64) (m: i64) = scan_rows (unflatten (input (n * m)))
entry scan_rows_grad (n: i64) (m: i64) = f32.sum (flatten (vjp scan_rows (unflatten (input (n * m))) 1))

def hist_rows [n] [m] (xss: [n][m]f32) =
  f32.sum (flatten (hist (map2 f32.max) (replicate m (-f32.inf)) 1000 (map (\i -> (i * 7919) % 1000) (iota n)) xss))

entry hist_rows_primal (n: i64) (m: i64) = hist_rows (unflatten (input (n * m)))
entry hist_rows_grad (n: i64) (m: i64) = f32.sum (flatten (vjp hist_rows (unflatten (input (n * m))) 1))
