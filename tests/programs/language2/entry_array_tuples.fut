-- An entry point taking an array of tuples (given as one array per
-- component) and returning records.
-- ==
-- input { [1i32, 2i32] [true, false] }
-- output { [2i32, 0i32] 1i64 }

entry main (ps: [](i32, bool)) =
  let r = {v = map (\(x, b) -> if b then x * 2 else 0) ps, n = length (filter (.1) ps)}
  in (r.v, r.n)
