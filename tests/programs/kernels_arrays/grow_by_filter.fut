-- Arrays that grow by a filter of the row in a loop inside a map: the size
-- kernel computes the filters too (their sizes are known on the host).
-- ==
-- input { [[1i64, 2i64, 3i64], [0i64, 5i64, 1i64]] } output { [14i64, 16i64] [2i64, 1i64] }
def main (xss: [][]i64) =
  (map (\row -> let ys = loop ys = ([] : []i64) for i < 3 do ys ++ filter (> i) row in i64.sum ys) xss,
   map (\row -> let ys = loop ys = ([] : []i64) for i < 3 do (if i == 1 then ys ++ filter (> i) row else ys) in length ys) xss)
