-- zip3 and zip2's results updated in a loop and by `let z[i] = v`; the
-- arrays zipped keep their values.
-- ==
-- input { [1i32, 2, 3, 4] [10i32, 20, 30, 40] [1f32, 2, 3, 4] }
-- output { [0i32, 0, 0, 4] [1i32, 1, 1, 40] [1f32, 2, 3, 4] 10i32 [5i32, 2, 3, 4] }
def main [n] (as: [n]i32) (bs: [n]i32) (cs: [n]f32) =
  let t = loop t = zip3 as bs cs for i < n - 1 do t with [i] = (0, 1, cs[i])
  let (a, b, c) = unzip3 t
  let p = zip2 as bs
  let p[0] = (5, 6)
  in (a, b, c, i32.sum as, map (.0) p)
