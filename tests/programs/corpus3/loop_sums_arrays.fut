-- Loops whose parameters are sums, arrays of tuples and records holding
-- arrays.
-- ==
-- input { [2i32, 7i32, 1i32, 8i32] }
-- output { 8i32 [2i32, 7i32, 8i32] 12i32 3i32 }

type mode = #collect | #done i32

entry main (xs: []i32) =
  let m = loop (m: mode) = #collect for x in xs do
            match m
            case #collect -> if x > 7 then #done x else #collect
            case #done v -> #done v
  let r = loop r = {best = [0i32, 0i32, 0i32], n = 0i32} for x in xs do
            if x > 1 then r with best = (copy r.best with [i64.i32 (r.n % 3)] = x) with n = r.n + 1
            else r
  let (_, tot) = loop (ps, s) = (zip [0i32, 1] [0i32, 0], 0i32) for x in xs do
                   (map (\(a, b) -> (a, b + x)) ps, s + x / 2 + 1)
  let found = match m case #done v -> v case #collect -> -1
  in (found, r.best, tot, r.n)
