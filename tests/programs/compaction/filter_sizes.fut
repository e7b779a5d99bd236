-- Stream compaction with `filter` at sizes around the scan's group tile
-- (2048 elements on GPU profiles) and not multiples of it, on data made
-- from the index so that every size is checked against the interpreter.
-- Under GPU profiles the flags, their scan and the scatter of the kept
-- elements are one kernel (backend: scan-scatter fusion).
-- ==
-- entry: keep_mod
-- input { 0i64 } output { empty([0]i64) }
-- input { 1i64 } auto output
-- input { 2047i64 } auto output
-- input { 2048i64 } auto output
-- input { 2049i64 } auto output
-- input { 6143i64 } auto output
-- input { 100000i64 } auto output
-- input { 1000003i64 } auto output
-- entry: keep_f32
-- input { 0i64 } output { empty([0]f32) }
-- input { 2047i64 } auto output
-- input { 2049i64 } auto output
-- input { 1048577i64 } auto output
-- entry: keep_all
-- input { 0i64 } output { 0i64 0i64 }
-- input { 2048i64 } output { 2048i64 2096128i64 }
-- input { 4099i64 } auto output
-- entry: keep_none
-- input { 0i64 } output { 0i64 }
-- input { 2049i64 } output { 0i64 }
-- input { 1000003i64 } output { 0i64 }

-- Keep the multiples of 3 and those whose square ends in 1.
entry keep_mod (n: i64): []i64 =
  filter (\x -> x % 3 == 0 || (x * x) % 10 == 1) (iota n) |> map (* 2)

-- Floats from a hash of the index; keep those above a threshold.
entry keep_f32 (n: i64): []f32 =
  let xs = map (\i -> f32.i64 ((i * 2654435761) % 1000003) / 1000003f32) (iota n)
  in filter (\x -> x > 0.5) xs

-- Every element kept: the length and the sum.
entry keep_all (n: i64): (i64, i64) =
  let ys = filter (>= 0) (iota n)
  in (length ys, i64.sum ys)

-- Nothing kept.
entry keep_none (n: i64): i64 =
  length (filter (\x -> x < 0) (map (* 3) (iota n)))
