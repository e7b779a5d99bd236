-- Lambdas whose parameter types name sizes of the enclosing function, and
-- a local function with its own size parameter.
-- ==
-- input { [[1, 2, 3], [4, 5, 6]] }
-- output { [6, 15] [[3, 2, 1], [6, 5, 4]] [2i64, 2i64, 2i64] }

entry main [n] [m] (xss: [n][m]i32) =
  let rowsum = \(r: [m]i32) -> reduce (+) 0 r
  let rev [k] (r: [k]i32) : [k]i32 = r[::-1]
  in (map rowsum xss, map rev xss, map (\(c: [n]i32) -> length c) (transpose xss))
