-- Reductions, scans and histograms on narrow integer types wrap at their
-- own width, whatever width the device computes in.
-- ==
-- entry: red
-- input { [100i8, 100i8, 100i8] } output { 44i8 [100i8, -56i8, 44i8] 64i8 }
-- entry: ured
-- input { [65535u16, 2u16] } output { 1u16 65533u16 }
-- entry: hist8
-- input { [0i64, 0i64, 0i64] [127i8, 1i8, 1i8] } output { [-127i8] }
-- entry: mixed
-- random input { [1000]i8 } output { true }

entry red (xs: []i8) = (i8.sum xs, scan (+) 0 xs, i8.product xs)
entry ured (xs: []u16) = (u16.sum xs, reduce (*) 1 xs |> (* 65535) |> (* 65535) |> \x -> x * 65535 * 65535 - 1)
entry hist8 [n] (is: [n]i64) (vs: [n]i8) = hist (+) 0 1 is vs
entry mixed [n] (xs: [n]i8) =
  i8.sum xs == i8.i64 (i64.sum (map i64.i8 xs))
  && (scan (+) 0 xs)[n - 1] == i8.sum xs
