-- A sequential tridiagonal solver (Thomas algorithm) for use inside maps.

def tridag [n] (a: [n]f32) (b: [n]f32) (c: [n]f32) (y: [n]f32) : *[n]f32 =
  #[sequential]
  let (b', y') =
    loop (b', y') = (copy b, copy y) for i in 1..<n do
      let m = a[i] / b'[i - 1]
      let b'[i] = b'[i] - m * c[i - 1]
      let y'[i] = y'[i] - m * y'[i - 1]
      in (b', y')
  let x = copy y'
  let x[n - 1] = y'[n - 1] / b'[n - 1]
  in loop x for k in 1..<n do
       let i = n - 1 - k
       in x with [i] = (y'[i] - c[i] * x[i + 1]) / b'[i]
