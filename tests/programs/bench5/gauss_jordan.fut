-- Matrix inversion by Gauss–Jordan elimination with partial pivoting on
-- the augmented matrix [A | I].  Each pivot step is a map over rows; the
-- pivot row is found with an arg-max reduction.  A·A⁻¹ = I checks it.
-- ==
-- entry: main
-- input { [[2f32, 1f32], [5f32, 3f32]] }
-- output { [[3f32, -1f32], [-5f32, 2f32]] true }
-- input { [[0f32, 1f32, 0f32], [0f32, 0f32, 2f32], [4f32, 0f32, 0f32]] }
-- output { [[0f32, 0f32, 0.25f32], [1f32, 0f32, 0f32], [0f32, 0.5f32, 0f32]] true }

def argmax_abs [n] (col: [n]f32) (from: i64) : i64 =
  let cands = map2 (\i x -> if i < from then (-1f32, i) else (f32.abs x, i)) (iota n) col
  let pick (a: (f32, i64)) (b: (f32, i64)) =
    if a.0 > b.0 || (a.0 == b.0 && a.1 < b.1) then a else b
  in (reduce pick (-1f32, n) cands).1

def swap_rows [n][m] (a: *[n][m]f32) (i: i64) (j: i64) : *[n][m]f32 =
  if i == j then a
  else let ri = copy a[i]
       let rj = copy a[j]
       let a[i] = rj
       let a[j] = ri
       in a

def gauss_jordan [n][m] (a: [n][m]f32) : [n][m]f32 =
  loop a = copy a for k < n do
    let p = argmax_abs a[:, k] k
    let a = swap_rows a k p
    let pivot_row = map (/ a[k, k]) a[k]
    in map2 (\i row -> if i == k then pivot_row
                       else let f = row[k] in map2 (\x y -> x - f * y) row pivot_row)
            (iota n) a

def inverse [n] (a: [n][n]f32) : [n][n]f32 =
  let aug = map2 (\i row -> concat row (tabulate n (\j -> f32.bool (i == j)))) (iota n) a
  let aug = map (\r -> r :> [n + n]f32) aug
  in map (\r -> r[n:] :> [n]f32) (gauss_jordan aug)

def matmul [n][m][p] (x: [n][m]f32) (y: [m][p]f32) : [n][p]f32 =
  map (\r -> map (\c -> f32.sum (map2 (*) r c)) (transpose y)) x

entry main [n] (a: [n][n]f32) =
  let inv = inverse a
  let id = matmul a inv
  let ok = and (flatten (tabulate_2d n n (\i j -> f32.abs (id[i, j] - f32.bool (i == j)) < 1e-4)))
  in (inv, ok)
