-- flatmap' calls its function a bounded number of times per element, so
-- long segments are cheap (it used to call it once per element written:
-- a segment of 20000 elements took tens of seconds in the interpreter).
-- Empty segments at the start, in the middle and at the end.
-- ==
-- input { 20000i64 }
-- output { 7999600000009i64 6i64 [false, true, true, true, true] }
-- input { 0i64 }
-- output { 9i64 6i64 [false, true, true, true, true] }

entry main (k: i64) =
  let (_, _, _, d) = flatmap' (\x -> map (\i -> i * x) (iota x)) [0, k, 3, 0, k, 0]
  let (sh, _, _, d2, u) = flatmap (\x -> (replicate x (x > 2), x + 1)) [0, 1, 4, 0]
  in (i64.sum d, i64.sum u + length d2 - 4 - sh[2], d2[:5] with [0] = false)
