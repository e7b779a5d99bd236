-- Reductions over arrays of records with a record-valued operator and a
-- record neutral element; records passed through map and zip.
-- ==
-- input { [4.0f32, 1.0f32, 3.0f32, 1.0f32] }
-- output { 1.0f32 1i64 9.0f32 }

type best = {val: f32, idx: i64}

def better (a: best) (b: best) : best =
  if a.val < b.val || (a.val == b.val && a.idx < b.idx) then a else b

entry main [n] (xs: [n]f32) =
  let bs = map2 (\v i -> {val = v, idx = i}) xs (iota n)
  let b = reduce better {val = f32.inf, idx = -1} bs
  let total = map (.val) bs |> f32.sum
  in (b.val, b.idx, total)
