-- Language reference probe (gaps8): zip3s.
-- ==
-- input { [1,2] [3,4] [5,6] } output { [9,12] [1,2] [5,6] [15, 48] }
entry main (a: []i32) (b: []i32) (c: []i32) =
  let t = zip3 a b c
  let (x, _, z) = unzip3 t
  in (map3 (\p q r -> p + q + r) a b c, x, z, map (\(p, q, r) -> p * q * r) t)
