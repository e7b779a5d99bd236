-- vjp where the function updates in place an array whose values the
-- reverse sweep reads (a scan's result, a maximum's input, a histogram,
-- a scan's input): the sweep works on copies made before the updates.
-- ==
-- entry: updated_scan
-- input { [1.0, 2.0, 3.0] }
-- output { [8.0, 4.0, 2.0] }
-- entry: updated_maximum
-- input { [1.0, 2.0, 3.0] }
-- output { [0.0, 2.0, 4.0] }
-- entry: updated_bins
-- input { [1.0, 2.0, 3.0] }
-- output { [0.0, 1.0, 0.0] }
-- entry: updated_input
-- input { [1.0, 2.0, 3.0] }
-- output { [58.0, 30.0, 18.0] }

entry updated_scan [n] (xs: [n]f64) =
  vjp (\xs -> let ys = scan (*) 1 xs
              let ys[0] = 5
              in f64.sum ys) xs 1

entry updated_maximum [n] (xs: [n]f64) =
  vjp (\xs -> let ys = map (* 2) xs
              let m = f64.maximum ys
              let ys[0] = m
              in f64.sum ys) xs 1

entry updated_bins [n] (xs: [n]f64) =
  vjp (\xs -> let h = hist f64.max (-f64.inf) 2 (map (% 2) (iota n)) xs
              let h[0] = 1
              in f64.sum h) xs 1

entry updated_input [n] (xs: [n]f64) =
  vjp (\xs -> let ys = map (* 2) xs
              let s = scan (*) 1 ys
              let ys[0] = 1
              in f64.sum s + f64.sum ys) xs 1
