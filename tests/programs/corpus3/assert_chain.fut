-- assert in several positions: guarding a let, inside map, and in a
-- function body; the message of a failure names the condition.
-- ==
-- input { [1i32, 2i32, 3i32] 1i64 }
-- output { [2i32, 3i32, 4i32] 2i32 }
-- input { [1i32, 0i32, 3i32] 1i64 }
-- error: Assertion is false
-- input { [1i32, 2i32, 3i32] 5i64 }
-- error: Assertion is false

def safe_get (xs: []i32) (i: i64) = assert (i >= 0 && i < length xs) xs[i]

entry main (xs: []i32) (i: i64) =
  let ys = map (\x -> assert (x > 0) (x + 1)) xs
  in (ys, safe_get xs i)
