-- A linear recurrence as a scan with an operator on pairs, checked
-- against finite differences; reduce_by_index with min; map_stream and
-- reduce_stream.
-- ==
-- entry: linrec_grad
-- input { [0.5, 2.0, 3.0] [1.0, 2.0, 3.0] }
-- output { [0.0, 4.0, 4.0] [9.0, 4.0, 1.0] true }
-- input { [0.9, -1.1, 0.3, 1.7] [0.2, 0.4, -0.6, 0.8] }
-- output { [0.0, 0.362, 0.486, -0.546] [-0.991, 1.81, 2.7, 1.0] true }
-- entry: hist_min
-- input { [0i64, 1i64, 0i64, 1i64] [3.0, 2.0, 1.0, 5.0] }
-- output { [0.0, 1.0, 1.0, 0.0] }
-- entry: streams
-- input { [1.0, 2.0, 3.0] }
-- output { [2.0, 4.0, 6.0] [3.0, 3.0, 3.0] }

-- y_i = a_i * y_(i-1) + b_i, y_(-1) = 0
def linrec [n] (as: [n]f64) (bs: [n]f64) =
  scan (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (zip as bs) |> map (.1)

def f [n] (as: [n]f64) (bs: [n]f64) = f64.sum (linrec as bs)

entry linrec_grad [n] (as: [n]f64) (bs: [n]f64) =
  let (ga, gb) = vjp (\(as, bs) -> f as bs) (as, bs) 1
  let e = 1e-6
  let fd_a = map (\i -> (f (copy as with [i] = as[i] + e) bs - f (copy as with [i] = as[i] - e) bs) / (2 * e)) (iota n)
  let fd_b = map (\i -> (f as (copy bs with [i] = bs[i] + e) - f as (copy bs with [i] = bs[i] - e)) / (2 * e)) (iota n)
  let close x y = f64.abs (x - y) < 1e-6
  in (ga, gb, and (map2 close ga fd_a) && and (map2 close gb fd_b))

entry hist_min [n] (is: [n]i64) (xs: [n]f64) =
  vjp (\xs -> f64.sum (reduce_by_index (replicate 2 f64.inf) f64.min f64.inf is xs)) xs 1

entry streams (xs: []f64) =
  (vjp (\xs -> reduce_stream (+) (\_ c -> f64.sum (map (\x -> x * x) c)) xs) xs 1,
   vjp (\xs -> f64.sum (map_stream (\_ c -> map (* 3) c) xs)) xs 1)
