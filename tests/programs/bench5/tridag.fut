-- Tridiagonal solver in the style of LocVolCalib: the forward sweep is a
-- scan over 2x2 matrices (a linear recurrence of the first order with a
-- quotient), the back substitution a scan over linear functions.  A
-- sequential Thomas algorithm checks the result.  Many systems at once.
-- ==
-- entry: main
-- input { [[1f32, 1f32, 1f32, 1f32], [0f32, -1f32, -1f32, -1f32]]
--         [[4f32, 4f32, 4f32, 4f32], [2f32, 2f32, 2f32, 2f32]]
--         [[1f32, 1f32, 1f32, 0f32], [-1f32, -1f32, -1f32, 0f32]]
--         [[5f32, 6f32, 6f32, 5f32], [1f32, 0f32, 0f32, 1f32]] }
-- output { true [[1f32, 1f32, 1f32, 1f32], [1f32, 1f32, 1f32, 1f32]] }

type mat2 = (f32, f32, f32, f32)

def mat_mult ((a0, a1, a2, a3): mat2) ((b0, b1, b2, b3): mat2) : mat2 =
  (b0 * a0 + b1 * a2, b0 * a1 + b1 * a3, b2 * a0 + b3 * a2, b2 * a1 + b3 * a3)

def lin_comp ((a0, a1): (f32, f32)) ((b0, b1): (f32, f32)) : (f32, f32) =
  (b0 + b1 * a0, a1 * b1)

-- a: sub-diagonal (a[0] unused), b: diagonal, c: super-diagonal (c[n-1] unused)
def tridag_par [n] (a: [n]f32) (b: [n]f32) (c: [n]f32) (y: [n]f32) : [n]f32 =
  -- forward: b'[i] = b[i] - a[i]*c[i-1]/b'[i-1] as a ratio of a matrix product
  let mats = tabulate n (\i -> if i == 0 then (1, 0, 0, 1)
                               else (b[i], 0 - a[i] * c[i - 1], 1, 0))
  let scmt = scan mat_mult (1, 0, 0, 1) mats
  let b' = map2 (\(t0, t1, t2, t3) i -> if i == 0 then b[0]
                                       else (t0 * b[0] + t1) / (t2 * b[0] + t3))
                scmt (iota n)
  -- forward substitution of y: y'[i] = y[i] - a[i]/b'[i-1] * y'[i-1]
  let lins = tabulate n (\i -> if i == 0 then (y[0], 1)
                               else (y[i], 0 - a[i] / b'[i - 1]))
  let y' = map (.0) (scan lin_comp (0, 1) lins)
  -- backward: x[i] = y'[i]/b'[i] - c[i]/b'[i] * x[i+1]
  let lins2 = tabulate n (\k -> let i = n - 1 - k
                                in if k == 0 then (y'[i] / b'[i], 1)
                                   else (y'[i] / b'[i], 0 - c[i] / b'[i]))
  let xr = map (.0) (scan lin_comp (0, 1) lins2)
  in reverse xr

def tridag_seq [n] (a: [n]f32) (b: [n]f32) (c: [n]f32) (y: [n]f32) : [n]f32 =
  let (b', y') =
    loop (b', y') = (copy b, copy y) for i in 1..<n do
      let m = a[i] / b'[i - 1]
      in (b' with [i] = b[i] - m * c[i - 1], y' with [i] = y[i] - m * y'[i - 1])
  let x = replicate n 0f32 with [n - 1] = y'[n - 1] / b'[n - 1]
  in loop x for k in 1..<n do
       let i = n - 1 - k
       in x with [i] = (y'[i] - c[i] * x[i + 1]) / b'[i]

entry main [m][n] (as: [m][n]f32) (bs: [m][n]f32) (cs: [m][n]f32) (ys: [m][n]f32) =
  let par = map4 tridag_par as bs cs ys
  let seq = map4 tridag_seq as bs cs ys
  let close = map2 (map2 (\p s -> f32.abs (p - s) < 1e-4)) par seq
  in (all id (flatten close), map (map (\x -> f32.round (x * 1000) / 1000)) par)
