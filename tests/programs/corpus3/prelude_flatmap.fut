-- The prelude's flatmap and flatmap': shapes, flags, offsets, data and
-- uniform results, with empty segments.
-- ==
-- input { [2i64, 0i64, 3i64] }
-- output { [2i64, 0i64, 3i64] [true, false, true, false, false] [0i64, 2i64, 2i64] [0i64, 1i64, 0i64, 1i64, 2i64] [4i64, 0i64, 6i64] [2i64, 0i64, 3i64] [0i64, 2i64, 2i64] [20i64, 21i64, 30i64, 31i64, 32i64] }
-- input { empty([0]i64) }
-- output { empty([0]i64) empty([0]bool) empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) empty([0]i64) }

entry main (xs: []i64) =
  let (sh, fl, off, d) = flatmap' (\x -> iota x) xs
  let (sh2, _, off2, d2, u) = flatmap (\x -> (map (+ x * 10) (iota x), x * 2)) xs
  let _ = sh2
  in (sh, fl, off, d, u, sh2, off2, d2)
