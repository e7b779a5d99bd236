-- Exclusive prefix sums returned as they are: every spelling is one scan
-- kernel reading its input shifted (no inclusive scan, no map after it).
-- ==
-- entry: minus minus_swapped concat_init tabulated
-- input { [0i32, 7i32] } output { [0i32, 0i32] }
-- input { [5i32] } output { [0i32] }
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] } output { [0i32, 3i32, 4i32, 8i32, 9i32] }
-- random input { [1]i32 } auto output
-- random input { [4096]i32 } auto output
-- random input { [100003]i32 } auto output
-- compiled random input { [1000003]i32 } auto output

entry minus (xs: []i32) : []i32 = map2 (-) (scan (+) 0 xs) xs

entry minus_swapped (xs: []i32) : []i32 = map2 (\x s -> s - x) xs (scan (+) 0 xs)

entry concat_init [n] (xs: [n]i32) : [n]i32 = sized n ([0] ++ init (scan (+) 0 xs))

entry tabulated [n] (xs: [n]i32) : [n]i32 =
  let s = scan (+) 0 xs
  in tabulate n (\i -> if i == 0 then 0 else s[i - 1])

-- ==
-- entry: xor_self
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] } output { [0i32, 3i32, 2i32, 6i32, 7i32] }
-- random input { [4096]i32 } auto output
-- random input { [100003]i32 } auto output
-- structure { SegScan 5 SegMap 0 }

-- The exclusive xor-scan: the inclusive one xor each element.
entry xor_self (xs: []i32) : []i32 = map2 (^) (scan (^) 0 xs) xs
