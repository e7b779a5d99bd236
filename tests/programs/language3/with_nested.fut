-- `with` updates on nested arrays and on records containing arrays.
-- ==
-- input { [[1,2],[3,4]] } output { [[1, 2], [3, 40]] [[0, 0], [3, 4]] [9, 2] }

entry main (m: *[2][2]i32) =
  let m2 = copy m with [1, 1] = 40
  let m3 = copy m with [0] = [0, 0]
  let r = {pos = m[0], tag = 1i32}
  let r2 = r with pos = (copy r.pos with [0] = 9)
  in (m2, m3, r2.pos)
