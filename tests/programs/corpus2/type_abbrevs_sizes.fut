-- Type abbreviations with size parameters and type parameters: matrices,
-- vectors, a pair type, and functions over them (matrix-vector product,
-- matrix multiplication with transpose, identity).
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] [1f32, 1f32] }
-- output { [3f32, 7f32] [[7f32, 10f32], [15f32, 22f32]] [[1f32, 2f32], [3f32, 4f32]] 5f32 2i64 }

type vec [n] = [n]f32
type mat [n] [m] = [n](vec [m])
type pair 'a 'b = (a, b)
type square [n] = mat [n] [n]

def dot [n] (a: vec [n]) (b: vec [n]) : f32 = f32.sum (map2 (*) a b)
def mv [n] [m] (a: mat [n] [m]) (v: vec [m]) : vec [n] = map (dot v) a
def mm [n] [k] [m] (a: mat [n] [k]) (b: mat [k] [m]) : mat [n] [m] =
  map (\row -> map (dot row) (transpose b)) a
def eye (n: i64) : square [n] = tabulate_2d n n (\i j -> if i == j then 1 else 0)
def trace [n] (a: square [n]) : pair f32 i64 = (f32.sum (map (\i -> a[i, i]) (iota n)), n)

entry main [n] (a: square [n]) (v: vec [n]) =
  let (t, k) = trace a
  in (mv a v, mm a a, mm a (eye n), t, k)
