-- Sizes around and across work-group boundaries, checked by properties
-- that relate SOACs to each other (the last element of a scan is the
-- reduction, counts of a filter and its complement add up, a histogram
-- counts every point in range).  Many short rows: 4099 rows of 3, more
-- rows than the 64 groups of 64 work-items of PoCL's profile (100,003
-- rows took 29 s CPU on PoCL, unoptimised kernels: the segmented
-- operations of `check` run a work-group of 256 per row).
-- ==
-- random input { [1]i32 } output { true }
-- random input { [257]i32 } output { true }
-- compiled random input { [100003]i32 } output { true }
-- compiled random input { [1048577]i32 } output { true }
-- entry: rows
-- random input { [3][5]i32 } output { true }
-- compiled random input { [3][100003]i32 } output { true }
-- compiled random input { [4099][3]i32 } output { true }
-- compiled random input { [1000][0]i32 } output { true }
-- compiled random input { [0][1000]i32 } output { true }

def check [n] (xs: [n]i32) : bool =
  let s = scan (+) 0 xs
  let r = reduce (+) 0 xs
  let evens = filter (\x -> x % 2 == 0) xs
  let odds = filter (\x -> x % 2 != 0) xs
  let h = hist (+) 0i64 16 (map (\x -> i64.i32 (x %% 16)) xs) (replicate n 1)
  let m = reduce i32.max i32.lowest xs
  in (n == 0 || s[n - 1] == r)
     && length evens + length odds == n
     && i64.sum h == n
     && all (<= m) xs

def main (xs: []i32) = check xs

entry rows [n][m] (xss: [n][m]i32) =
  let row_ok = map check xss
  let cols = reduce (map2 (+)) (replicate m 0) xss
  let cols' = map i32.sum (transpose xss)
  in and row_ok && and (map2 (==) cols cols')
