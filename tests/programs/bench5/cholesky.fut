-- Cholesky factorisation A = L·Lᵀ of a symmetric positive definite
-- matrix, column by column (each column a map), checked against a
-- row-oriented sequential version and by rebuilding A.
-- ==
-- entry: main
-- input { [[4f32, 12f32, -16f32], [12f32, 37f32, -43f32], [-16f32, -43f32, 98f32]] }
-- output { [[2f32, 0f32, 0f32], [6f32, 1f32, 0f32], [-8f32, 5f32, 3f32]] true true }
-- input { [[9f32]] }
-- output { [[3f32]] true true }
-- ==
-- entry: solve
-- input { [[4f32, 12f32, -16f32], [12f32, 37f32, -43f32], [-16f32, -43f32, 98f32]]
--         [0f32, 6f32, 39f32] }
-- output { [1f32, 1f32, 1f32] }

def cholesky_cols [n] (a: [n][n]f32) : [n][n]f32 =
  loop l = replicate n (replicate n 0f32) for j < n do
    let s = f32.sum (map (\k -> l[j, k] * l[j, k]) (iota j))
    let d = f32.sqrt (a[j, j] - s)
    let col = tabulate n (\i ->
                if i < j then 0
                else if i == j then d
                else (a[i, j] - f32.sum (map (\k -> l[i, k] * l[j, k]) (iota j))) / d)
    in transpose (transpose l with [j] = col)

def cholesky_seq [n] (a: [n][n]f32) : [n][n]f32 =
  loop l = replicate n (replicate n 0f32) for i < n do
    loop l for j < i + 1 do
      let s = loop s = 0f32 for k < j do s + l[i, k] * l[j, k]
      in if i == j then l with [i, j] = f32.sqrt (a[i, i] - s)
         else l with [i, j] = (a[i, j] - s) / l[j, j]

entry main [n] (a: [n][n]f32) =
  let l = cholesky_cols a
  let l2 = cholesky_seq a
  let same = and (map2 (\x y -> f32.abs (x - y) < 1e-4) (flatten l) (flatten l2))
  let llt = map (\r -> map (\c -> f32.sum (map2 (*) r c)) l) l
  let rebuilt = and (map2 (\x y -> f32.abs (x - y) < 1e-3) (flatten llt) (flatten a))
  in (l, same, rebuilt)

-- Solving A x = b with the factor: L y = b forwards, Lᵀ x = y backwards.
entry solve [n] (a: [n][n]f32) (b: [n]f32) : [n]f32 =
  let l = cholesky_cols a
  let y = loop y = replicate n 0f32 for i < n do
            y with [i] = (b[i] - f32.sum (map2 (*) l[i, :i] y[:i])) / l[i, i]
  let x = loop x = replicate n 0f32 for k < n do
            let i = n - 1 - k
            let s = f32.sum (map (\j -> if j > i then l[j, i] * x[j] else 0) (iota n))
            in x with [i] = (y[i] - s) / l[i, i]
  in map (\v -> f32.round (v * 1000) / 1000) x
