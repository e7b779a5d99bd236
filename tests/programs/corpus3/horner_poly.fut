-- Polynomial evaluation with foldr (Horner), with map and reduce, and
-- polynomial multiplication with tabulate.
-- ==
-- input { [1f64, 2f64, 3f64] 2f64 }
-- output { 17f64 17f64 [1f64, 4f64, 10f64, 12f64, 9f64] }

def horner (cs: []f64) (x: f64) : f64 = foldr (\c acc -> c + x * acc) 0 cs

def direct [n] (cs: [n]f64) (x: f64) : f64 =
  map2 (\c i -> c * x ** f64.i64 i) cs (iota n) |> f64.sum

def pmul [n][m] (a: [n]f64) (b: [m]f64) : []f64 =
  tabulate (n + m - 1) (\k ->
    f64.sum (map (\i -> if k - i >= 0 && k - i < m then a[i] * b[k - i] else 0) (iota n)))

entry main (cs: []f64) (x: f64) = (horner cs x, direct cs x, pmul cs cs)
