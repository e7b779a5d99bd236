-- scan and reduce with tuple operators and neutral elements.
-- ==
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] }
-- output { 14i32 5i32 [3i32, 4i32, 8i32, 9i32, 14i32] [1i32, 1i32, 1i32, 1i32, 2i32] 5i32 4i64 }

entry main (xs: []i32) =
  let (s, m) = reduce (\(a, b) (c, d) -> (a + c, i32.max b d)) (0, i32.lowest) (zip xs xs)
  let (ps, cs) = unzip (scan (\(a, x) (b, y) -> (a + b, x + y)) (0, 0) (zip xs (map (\x -> i32.bool (x == 5) + i32.bool (x == 3)) xs)))
  let best = reduce (\(v1, i1) (v2, i2) -> if v1 > v2 || (v1 == v2 && i1 < i2) then (v1, i1) else (v2, i2))
                    (i32.lowest, -1) (zip xs (indices xs))
  in (s, m, ps, cs, best.0, best.1)
