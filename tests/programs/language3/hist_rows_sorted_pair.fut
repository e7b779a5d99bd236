-- A histogram of rows whose operator sorts and merges two pairs (the two
-- largest values seen per bin).
-- ==
-- input { [0i64, 0i64, 0i64, 1i64, 0i64] [5, 1, 8, 4, 6] }
-- output { [[8, 6], [4, 0]] }

def top2 (a: [2]i32) (b: [2]i32) : [2]i32 =
  let xs = [a[0], a[1], b[0], b[1]]
  let m1 = i32.maximum xs
  let i1 = loop j = 0 for i < 4 do if xs[i] == m1 then i else j
  let rest = map (\i -> if i == i1 then i32.lowest else xs[i]) (iota 4)
  in [m1, i32.maximum rest]

entry main [n] (is: [n]i64) (vs: [n]i32) =
  hist top2 [0, 0] 2 is (map (\v -> [v, 0]) vs)
