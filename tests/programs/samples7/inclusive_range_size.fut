-- `a...b` over i64 (no stride) has size `b - a + 1`: `1...15` holds 15
-- elements, so a function returning a loop over it has a known result
-- size and can be mapped; `lo...hi` zips with a slice of the same size.
-- ==
-- entry: rotate_rows
-- input { [0i64, 3i64] }
-- output { [[1i64, 2i64, 3i64, 4i64, 5i64, 6i64, 7i64, 8i64, 9i64, 10i64, 11i64, 12i64, 13i64, 14i64, 15i64],
--           [4i64, 5i64, 6i64, 7i64, 8i64, 9i64, 10i64, 11i64, 12i64, 13i64, 14i64, 15i64, 1i64, 2i64, 3i64]] }

def shifted (k: i64) =
  loop x = 1...15i64 for _i < k do rotate 1 x

entry rotate_rows (ks: []i64) = map shifted ks

-- ==
-- entry: zip_bounds
-- input { 2i64 4i64 }
-- output { [2i64, 3i64, 4i64] [20i64, 30i64, 40i64] }

entry zip_bounds (lo: i64) (hi: i64) = unzip (zip (lo...hi) (map (* 10) (lo...hi)))

-- ==
-- entry: count
-- input { 5i64 } output { 5i64 15i64 }

entry count (n: i64) = let r = 1...n in (length r, i64.sum r)
