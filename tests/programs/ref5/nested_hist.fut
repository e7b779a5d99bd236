-- Histograms and scatters inside map, and segmented scans through flags.
-- ==
-- entry: per_row
-- input { [[0i64, 1i64, 1i64], [2i64, 2i64, 2i64]] }
-- output { [[1, 2, 0], [0, 0, 3]] [[0, 1, 0], [0, 0, 2]] }
-- entry: segscan
-- input { [1, 2, 3, 4, 5] [true, false, true, false, false] }
-- output { [1, 3, 3, 7, 12] }

entry per_row [m] (iss: [][m]i64) =
  (map (\is -> hist (+) 0 3 is (replicate m 1)) iss,
   map (\is -> scatter (replicate 3 0) is (map i32.i64 is)) iss)
def segscan_by [n] (op: i32 -> i32 -> i32) (ne: i32) (vs: [n]i32) (fs: [n]bool) : [n]i32 =
  let (_, res) = unzip (scan (\(f1, x1) (f2, x2) -> (f1 || f2, if f2 then x2 else op x1 x2))
                             (false, ne) (zip fs vs))
  in res
entry segscan [n] (vs: [n]i32) (fs: [n]bool) = segscan_by (+) 0 vs fs
