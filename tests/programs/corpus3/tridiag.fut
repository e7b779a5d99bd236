-- The Thomas algorithm for tridiagonal systems, solving one system per
-- row inside a map (sequential loops with local arrays per thread).
-- ==
-- input { [[2f32, 2f32, 2f32], [4f32, 4f32, 4f32]] [[1f32, 1f32, 1f32], [1f32, 1f32, 1f32]] [[3f32, 4f32, 3f32], [5f32, 6f32, 5f32]] }
-- output { [[1f32, 1f32, 1f32], [1f32, 1f32, 1f32]] }

-- Solves b[i] x[i] + c x[i-1] + c x[i+1] = d[i] (a constant off-diagonal c).
def tdma [n] (b: [n]f32) (c: [n]f32) (d: [n]f32) : [n]f32 =
  let cp = replicate n 0f32
  let dp = replicate n 0f32
  let cp[0] = c[0] / b[0]
  let dp[0] = d[0] / b[0]
  let (cp, dp) = loop (cp, dp) for i in 1..<n do
    let m = b[i] - c[i] * cp[i - 1]
    let cp[i] = c[i] / m
    let dp[i] = (d[i] - c[i] * dp[i - 1]) / m
    in (cp, dp)
  let x = copy dp
  let x = loop x for j < n - 1 do
    let i = n - 2 - j
    let x[i] = dp[i] - cp[i] * x[i + 1]
    in x
  in x

entry main [k][n] (bs: [k][n]f32) (cs: [k][n]f32) (ds: [k][n]f32) = map3 tdma bs cs ds
