-- The distinct values of a sorted array and their counts, as users write
-- it: flags where a value differs from its left neighbour (`rotate (-1)`),
-- a scan for each value's group, then a "last writer wins" hist for the
-- groups' values (all values of a group are equal) and a `+` hist for their
-- counts (Acomage/material's quantize/wsmeans.fut).
-- ==
-- input { [1, 3, 3, 5, 5, 5, 9] }
-- output { 4i64 [1, 3, 5, 9] [1, 2, 3, 1] }
-- input { [-4, -4, -4] }
-- output { 1i64 [-4] [3] }
-- input { [2, 8] }
-- output { 2i64 [2, 8] [1, 1] }

def unique_sorted [n] (sorted: [n]i32) : (i64, []i32, []i32) =
  let flags = map2 (!=) sorted (rotate (-1) sorted)
  let flags = [false] ++ drop 1 flags :> [n]bool
  let groups = scan (+) 0 (map i64.bool flags)
  let m = last groups + 1
  let vals = hist (\_ y -> y) 0 m groups sorted
  let counts = hist (+) 0 m groups (replicate n 1i32)
  in (m, vals, counts)

entry main (xs: []i32) : (i64, []i32, []i32) = unique_sorted xs

-- A sorted array with runs: the running sum of 0s and 1s.
-- ==
-- entry: runs
-- input { [1u8, 0u8, 0u8, 3u8, 1u8, 2u8] }
-- output { 3i64 [1, 2, 3] [3, 1, 2] }
-- compiled random input { [20000]u8 } auto output
-- random input { [300]u8 } auto output

entry runs (xs: []u8) : (i64, []i32, []i32) =
  unique_sorted (scan (+) 0 (map (\x -> i32.u8 (x %% 2)) xs))
