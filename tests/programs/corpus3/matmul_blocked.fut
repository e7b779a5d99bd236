-- Matrix multiplication in three spellings; they must agree.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] [[1i32, 0i32, 2i32], [0i32, 1i32, 3i32]] }
-- output { [[1i32, 2i32, 8i32], [3i32, 4i32, 18i32], [5i32, 6i32, 28i32]] true }

def mm1 [n][m][p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  map (\row -> map (\col -> i32.sum (map2 (*) row col)) (transpose b)) a

def mm2 [n][m][p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  tabulate_2d n p (\i j -> loop s = 0 for k < m do s + a[i, k] * b[k, j])

def mm3 [n][m][p] (a: [n][m]i32) (b: [m][p]i32) : [n][p]i32 =
  map (\row -> reduce (map2 (+)) (replicate p 0) (map2 (\x brow -> map (* x) brow) row b)) a

entry main [n][m][p] (a: [n][m]i32) (b: [m][p]i32) =
  let c1 = mm1 a b
  let c2 = mm2 a b
  let c3 = mm3 a b
  in (c1, flatten c1 == flatten c2 && flatten c2 == flatten c3)
