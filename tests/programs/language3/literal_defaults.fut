-- Unsuffixed literals take the type their use demands and default to
-- i32 and f64.
-- ==
-- input { 3i64 } output { [0, 0, 0] [1.5f64, 1.5f64, 1.5f64] [0i64, 1i64, 2i64] 7u8 }

entry main (n: i64) =
  let zs = replicate n 0
  let hs = replicate n 1.5
  let is = map (+ 0) (iota n)
  let b : u8 = 3 + 4
  in (zs, hs, is, b)
