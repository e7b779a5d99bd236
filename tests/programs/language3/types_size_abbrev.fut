-- Type abbreviations with size and type parameters.
-- ==
-- input { [[1.0f32, 2.0f32], [3.0f32, 4.0f32]] [1.0f32, 1.0f32] }
-- output { [3.0f32, 7.0f32] 5.0f32 }

type vector [n] = [n]f32
type matrix [n][m] = [n][m]f32
type pair 'a = (a, a)

def matvec [n][m] (a: matrix [n][m]) (v: vector [m]) : vector [n] =
  map (\row -> f32.sum (map2 (*) row v)) a

def trace [n] (a: matrix [n][n]) : f32 = f32.sum (tabulate n (\i -> a[i, i]))

entry main [n] (a: [n][n]f32) (v: [n]f32) : (vector [n], f32) =
  let p : pair f32 = (trace a, 0)
  in (matvec a v, p.0 + p.1)
